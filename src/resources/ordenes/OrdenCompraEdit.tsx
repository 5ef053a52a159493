/**
 * /orden-compra/{idOrdCompra}/editar: Autorizar (confirmed beside the obra's Insumos budget, with a
 * justification above it) and Cancelar (with confirmation), Generar Compra and Imprimir; editable,
 * and each action offered, as the server's `acciones` say. An authorization's justification shows
 * read-only once there is one.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { schemas } from '../../../schemas';
import { ConfirmAction, DocumentEdit, PrintButton } from '../../shared/documents';
import { GenerarCompra } from './GenerarCompra';
import { ImpactoAutorizacion } from './ImpactoAutorizacion';
import {
  AUTORIZAR,
  CANCELAR,
  CONFIRMAR_AUTORIZAR,
  CONFIRMAR_CANCELAR,
  ERROR_AL_ACTUALIZAR,
  ORDEN_ACTUALIZADA,
  ORDEN_AUTORIZADA,
  ORDEN_CANCELADA,
} from './messages';
import { StatusField } from './StatusField';

export default function OrdenCompraEdit() {
  return (
    <DocumentEdit
      schema={schemas.ordenCompra}
      title="Orden de Compra"
      actions={
        <>
          <StatusField />
          <PrintButton path={(id) => `/api/ordenCompra/${id}/reporte`} />
          <ConfirmAction
            accion="autorizar"
            method="autorizarOrden"
            label={AUTORIZAR}
            icon={<TaskAltIcon />}
            question={CONFIRMAR_AUTORIZAR}
            done={(o) => ORDEN_AUTORIZADA(o.folio)}
            details={(props) => <ImpactoAutorizacion {...props} />}
          />
          <ConfirmAction
            accion="cancelar"
            method="cancelarOrden"
            label={CANCELAR}
            icon={<CancelIcon />}
            question={CONFIRMAR_CANCELAR}
            done={(o) => ORDEN_CANCELADA(o.folio)}
          />
          <GenerarCompra />
        </>
      }
      shown={['justificacion']}
      savedNotice={(record) => ORDEN_ACTUALIZADA(record.folio)}
      saveError={ERROR_AL_ACTUALIZAR}
    />
  );
}
