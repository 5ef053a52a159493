/**
 * /nota-credito/{idNotaCredito}/editar (docs/product.md §4 Nota de crédito): Subir comprobante and
 * Aplicar (with confirmation), offered and editable as the server's `acciones` say; Imprimir and
 * Ver comprobante always.
 */
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { schemas } from '../../../schemas';
import { ComprobanteUpload, ComprobanteViewer, ConfirmAction, DocumentEdit, PrintButton } from '../../shared/documents';
import { APLICAR, CONFIRMAR_APLICAR, ERROR_AL_APLICAR, NOTA_APLICADA, NOTA_GUARDADA, SHOWN } from './messages';
import { StatusField } from './StatusField';

export default function NotaCreditoEdit() {
  return (
    <DocumentEdit
      schema={schemas.notaCredito}
      title="Nota de Credito"
      shown={SHOWN}
      actions={
        <>
          <StatusField />
          <PrintButton path={(id) => `/api/notaCredito/${id}/reporte`} />
          <ComprobanteViewer documentType="notaCredito" />
          <ComprobanteUpload documentType="notaCredito" />
          <ConfirmAction
            accion="aplicar"
            method="aplicarNota"
            label={APLICAR}
            icon={<TaskAltIcon />}
            question={CONFIRMAR_APLICAR}
            done={(nota) => NOTA_APLICADA(nota.folio)}
            errorToast={ERROR_AL_APLICAR}
          />
        </>
      }
      savedNotice={() => NOTA_GUARDADA}
    />
  );
}
