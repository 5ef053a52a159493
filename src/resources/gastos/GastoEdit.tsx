/**
 * /gasto/{idGasto}/editar (docs/product.md §4 Gasto): editable and Subir comprobante (a PDF) while
 * it has none; Aplicar (with confirmation) once it has; Ver comprobante — as the server's `acciones` say.
 */
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { schemas } from '../../../schemas';
import { ComprobanteUpload, ComprobanteViewer, ConfirmAction, DocumentEdit } from '../../shared/documents';
import { APLICAR, CONFIRMAR_APLICAR, GASTO_ACTUALIZADO, GASTO_APLICADO, SHOWN } from './messages';
import { StatusField } from './StatusField';

export default function GastoEdit() {
  return (
    <DocumentEdit
      schema={schemas.gasto}
      title="Gasto"
      shown={SHOWN}
      actions={
        <>
          <StatusField />
          <ComprobanteViewer documentType="gasto" />
          <ComprobanteUpload documentType="gasto" />
          <ConfirmAction
            accion="aplicar"
            method="aplicarGasto"
            label={APLICAR}
            icon={<TaskAltIcon />}
            question={CONFIRMAR_APLICAR}
            done={(gasto) => GASTO_APLICADO(gasto.folio)}
          />
        </>
      }
      savedNotice={(record) => GASTO_ACTUALIZADO(record.folio)}
    />
  );
}
