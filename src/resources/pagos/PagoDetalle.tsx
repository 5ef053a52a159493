/**
 * One pago of the history, read-only (a pago admits no changes): its folio, fecha, proveedor, forma
 * de pago, importe and descripcion, and the charges it paid (GET /api/pago/{id}).
 */
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Show, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { schemas } from '../../../schemas';
import type { PagoGetReply } from '../../../schemas/generated/api';
import { resourceOf } from '../../engine';
import { RequireObra } from '../../obra';
import { ReadOnlyFields } from '../../shared/documents';
import { TablaDeCargos, TIPOS, type ColumnaDeCargo } from '../../shared/cargos';
import { fechaCorta, pesos } from '../../shared/formato';
import { CARGOS_PAGADOS, PAGO, REGRESAR } from './messages';
import { useOwnHeading } from '../../layout/pageHeading';

const hints = resourceOf(schemas.pago);
const SHOWN = ['folio', 'fecha', 'proveedor', 'formaPago', 'total', 'descripcion'] as const;

type CargoPagado = NonNullable<PagoGetReply['cargos']>[number];

const COLUMNAS: ColumnaDeCargo<CargoPagado>[] = [
  { label: 'Tipo', value: (cargo) => TIPOS[cargo.tipoDocumento] },
  { label: 'Folio', value: (cargo) => cargo.folioDocumento },
  { label: 'Fecha', value: (cargo) => fechaCorta(cargo.fecha) },
  { label: 'Monto', value: (cargo) => pesos(cargo.monto), numeric: true },
];

function CargosPagados() {
  const cargos = useRecordContext<PagoGetReply & { id: number }>()?.cargos ?? [];
  return <TablaDeCargos id="cargos-pagados-titulo" titulo={CARGOS_PAGADOS} columnas={COLUMNAS} cargos={cargos} />;
}

function Titulo() {
  const record = useRecordContext();
  useOwnHeading();
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {record ? PAGO(record.folio) : ''}
    </Typography>
  );
}

export default function PagoDetalle() {
  return (
    <RequireObra>
      <Show resource={hints.name} title={hints.label} actions={false}>
        <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Titulo />
          <ReadOnlyFields schema={schemas.pago} names={SHOWN} />
          <CargosPagados />
          <Box sx={{ mt: 2 }}>
            <Button component={RouterLink} to={hints.route} startIcon={<ArrowBackIcon />}>
              {REGRESAR}
            </Button>
          </Box>
        </Box>
      </Show>
    </RequireObra>
  );
}
