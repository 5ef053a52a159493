/**
 * /nota-credito/{idNotaCredito}/editar (docs/product.md §4 Nota de crédito): editable until applied;
 * Subir comprobante, then Aplicar (with confirmation, only with a comprobante); Imprimir and Ver
 * comprobante always.
 */
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRecordContext, type RaRecord } from 'react-admin';
import { schemas } from '../../../schemas';
import { ComprobanteUpload, ComprobanteViewer, ConfirmAction, DocumentEdit, PrintButton } from '../documentos';
import {
  APLICAR,
  CONFIRMAR_APLICAR,
  ERROR_AL_APLICAR,
  NOTA_APLICADA,
  NOTA_GUARDADA,
  SHOWN,
  SOLO_LECTURA,
} from './messages';
import { StatusField } from './StatusField';

const editable = (record: RaRecord | undefined) => record?.status !== 'aplicado';

function Escrituras() {
  const record = useRecordContext();
  if (!editable(record)) return null;
  return (
    <>
      <ComprobanteUpload documento="notaCredito" />
      {record?.comprobante && (
        <ConfirmAction
          method="aplicarNota"
          label={APLICAR}
          icon={<TaskAltIcon />}
          question={CONFIRMAR_APLICAR}
          done={(nota) => NOTA_APLICADA(nota.folio)}
          errorToast={ERROR_AL_APLICAR}
        />
      )}
    </>
  );
}

export default function NotaCreditoEdit() {
  return (
    <DocumentEdit
      schema={schemas.notaCredito}
      title="Nota de Credito"
      editable={editable}
      notice={() => SOLO_LECTURA}
      shown={SHOWN}
      actions={
        <>
          <StatusField />
          <PrintButton path={(id) => `/api/notaCredito/${id}/reporte`} />
          <ComprobanteViewer documento="notaCredito" />
        </>
      }
      writes={<Escrituras />}
      savedNotice={() => NOTA_GUARDADA}
    />
  );
}
