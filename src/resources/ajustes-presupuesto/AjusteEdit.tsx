/**
 * An ajuste's editor: its fields while capturado, and Autorizar and Rechazar as the server's
 * `acciones` say (over the caller's limit Autorizar is disabled and the reason names the limit and
 * who may authorize).
 */
import CancelIcon from '@mui/icons-material/Cancel';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { schemas } from '../../../schemas';
import { ConfirmAction, DocumentEdit } from '../../shared/documents';
import { AJUSTE } from './messages';
import { StatusField } from './StatusField';

export default function AjusteEdit() {
  return (
    <DocumentEdit
      schema={schemas.ajustePresupuesto}
      title={AJUSTE.titulo}
      actions={
        <>
          <StatusField />
          <ConfirmAction
            accion="autorizar"
            method="autorizarAjuste"
            label={AJUSTE.autorizar}
            icon={<TaskAltIcon />}
            question={AJUSTE.confirmarAutorizar}
            done={(a) => AJUSTE.autorizado(a.folio)}
          />
          <ConfirmAction
            accion="rechazar"
            method="rechazarAjuste"
            label={AJUSTE.rechazar}
            icon={<CancelIcon />}
            question={AJUSTE.confirmarRechazar}
            done={(a) => AJUSTE.rechazado(a.folio)}
          />
        </>
      }
      savedNotice={(record) => AJUSTE.actualizado(record.folio)}
      saveError={AJUSTE.errorAlGuardar}
    />
  );
}
