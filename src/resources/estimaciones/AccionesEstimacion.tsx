/**
 * The estimación's lifecycle buttons, shown and enabled as the server's `acciones` say: Enviar and
 * Autorizar after a yes, Devolver with the motivo, Facturar with the factura's serie y folio (and its
 * fecha, today without one); 'Ver factura' once it is facturada; Imprimir, its PDF as it is handed in
 * (with its anexos by name), in every status.
 */
import { useEffect, useState } from 'react';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SendIcon from '@mui/icons-material/Send';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, Stack, TextField } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import { resourceOf } from '../../engine';
import { paths } from '../../paths';
import { ConfirmAction, PrintButton, type ActionDetailsProps } from '../../shared/documents';
import { ESTIMACION } from './messages';
import { StatusField } from './StatusField';

const facturas = `/${resourceOf(schemas.factura).name}`;
const pdf = (id: number) => `${schemas.estimacion['x-resource']?.api}/${id}/pdf`;

function Motivo({ onChange }: ActionDetailsProps) {
  const [motivo, setMotivo] = useState('');
  useEffect(() => onChange({ body: { motivo }, ready: motivo.trim() !== '' }), [motivo, onChange]);
  return (
    <TextField
      label={ESTIMACION.motivo}
      value={motivo}
      onChange={(event) => setMotivo(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      required
      autoFocus
      sx={{ mt: 2 }}
    />
  );
}

function Factura({ onChange }: ActionDetailsProps) {
  const [folio, setFolio] = useState('');
  const [fecha, setFecha] = useState('');
  useEffect(
    () => onChange({ body: { folio: folio.trim(), ...(fecha && { fecha }) }, ready: folio.trim() !== '' }),
    [folio, fecha, onChange],
  );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        label={ESTIMACION.folioFactura}
        helperText={ESTIMACION.folioFacturaAyuda}
        value={folio}
        onChange={(event) => setFolio(event.target.value)}
        required
        autoFocus
      />
      <TextField
        label={ESTIMACION.fechaFactura}
        type="date"
        value={fecha}
        onChange={(event) => setFecha(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

function VerFactura() {
  const facturaId = useRecordContext<Estimacion>()?.facturaId;
  if (!facturaId) return null;
  return (
    <Button size="small" startIcon={<ReceiptLongIcon />} component={Link} to={paths.row(facturas, facturaId)}>
      {ESTIMACION.verFactura}
    </Button>
  );
}

export function AccionesEstimacion() {
  return (
    <>
      <StatusField />
      <ConfirmAction
        accion="enviar"
        method="enviarEstimacion"
        label={ESTIMACION.enviar}
        icon={<SendIcon />}
        question={ESTIMACION.confirmarEnviar}
        done={(e) => ESTIMACION.enviada(e.folio)}
      />
      <ConfirmAction
        accion="autorizar"
        method="autorizarEstimacion"
        label={ESTIMACION.autorizar}
        icon={<TaskAltIcon />}
        question={ESTIMACION.confirmarAutorizar}
        done={(e) => ESTIMACION.autorizada(e.folio)}
      />
      <ConfirmAction
        accion="devolver"
        method="devolverEstimacion"
        label={ESTIMACION.devolver}
        icon={<AssignmentReturnIcon />}
        question={ESTIMACION.confirmarDevolver}
        done={(e) => ESTIMACION.devuelta(e.folio)}
        details={(props) => <Motivo {...props} />}
      />
      <ConfirmAction
        accion="facturar"
        method="facturarEstimacion"
        label={ESTIMACION.facturar}
        icon={<ReceiptLongIcon />}
        question={ESTIMACION.confirmarFacturar}
        done={(e) => ESTIMACION.facturada(e.folio)}
        details={(props) => <Factura {...props} />}
      />
      <VerFactura />
      <PrintButton path={pdf} />
    </>
  );
}
