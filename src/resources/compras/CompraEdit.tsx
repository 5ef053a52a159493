/**
 * /compra/{idCompra}/editar (docs/product.md §4 Compra): editable until applied; Subir comprobante,
 * then Aplicar (with confirmation, only with a comprobante); applied, read-only, with 'Nota de
 * crédito' while it has none. Imprimir compra, Imprimir orden (when it came from one), Ver comprobante.
 */
import PostAddIcon from '@mui/icons-material/PostAdd';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button } from '@mui/material';
import { Link, useRecordContext, type RaRecord } from 'react-admin';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine';
import { paths } from '../../paths';
import { ComprobanteUpload, ComprobanteViewer, ConfirmAction, DocumentEdit, PrintButton } from '../documentos';
import {
  APLICAR,
  COMPRA_ACTUALIZADA,
  COMPRA_APLICADA,
  CONFIRMAR_APLICAR,
  ERROR_AL_ACTUALIZAR,
  ERROR_AL_ADJUNTAR,
  IMPRIMIR_COMPRA,
  IMPRIMIR_ORDEN,
  NOTA_DE_CREDITO,
  SOLO_LECTURA,
} from './messages';
import { StatusField } from './StatusField';

const editable = (record: RaRecord | undefined) => record?.status !== 'aplicado';
const ruta = resourceOf(schemas.compra).route;

function Impresion() {
  const record = useRecordContext();
  return (
    <>
      <PrintButton label={IMPRIMIR_COMPRA} path={(id) => `/api/compra/${id}/reporte`} />
      {record?.ordenCompra?.id && (
        <PrintButton label={IMPRIMIR_ORDEN} path={(id) => `/api/compra/${id}/reporteOrdenCompra`} />
      )}
    </>
  );
}

function Escrituras() {
  const record = useRecordContext();
  if (!record?.id) return null;
  if (!editable(record)) {
    return record.tieneNotaCredito ? null : (
      <Button size="small" component={Link} to={paths.row(ruta, record.id, 'nota-credito')} startIcon={<PostAddIcon />}>
        {NOTA_DE_CREDITO}
      </Button>
    );
  }
  return (
    <>
      <ComprobanteUpload documento="compra" errorToast={ERROR_AL_ADJUNTAR} />
      {record.comprobante && (
        <ConfirmAction
          method="aplicarCompra"
          label={APLICAR}
          icon={<TaskAltIcon />}
          question={CONFIRMAR_APLICAR}
          done={(c) => COMPRA_APLICADA(c.folio)}
        />
      )}
    </>
  );
}

export default function CompraEdit() {
  return (
    <DocumentEdit
      schema={schemas.compra}
      title="Compra"
      editable={editable}
      notice={() => SOLO_LECTURA}
      shown={['folio', 'condicionPago', 'saldo']}
      actions={
        <>
          <StatusField />
          <Impresion />
          <ComprobanteViewer documento="compra" />
        </>
      }
      writes={<Escrituras />}
      savedNotice={(record) => COMPRA_ACTUALIZADA(record.folio)}
      saveError={ERROR_AL_ACTUALIZAR}
    />
  );
}
