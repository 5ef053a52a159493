/**
 * /orden-compra/{idOrdCompra}/editar: editable while `creado`; Autorizar and Cancelar (with
 * confirmation) from there; read-only afterwards; Generar Compra once `autorizado`; Imprimir.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRecordContext, type RaRecord } from 'react-admin';
import { schemas } from '../../../schemas';
import { ConfirmAction, DocumentEdit, PrintButton } from '../documentos';
import { GenerarCompra } from './GenerarCompra';
import {
  AUTORIZAR,
  CANCELAR,
  CONFIRMAR_AUTORIZAR,
  CONFIRMAR_CANCELAR,
  ERROR_AL_ACTUALIZAR,
  ORDEN_ACTUALIZADA,
  ORDEN_AUTORIZADA,
  ORDEN_CANCELADA,
  SOLO_LECTURA,
} from './messages';
import { StatusField } from './StatusField';
import { useLimiteExcedido } from './useLimiteExcedido';

const editable = (record: RaRecord | undefined) => (record?.status ?? 'creado') === 'creado';

function Acciones() {
  const record = useRecordContext();
  const excedido = useLimiteExcedido();
  if (!editable(record)) return <GenerarCompra />;
  return (
    <>
      <ConfirmAction
        method="autorizarOrden"
        label={AUTORIZAR}
        icon={<TaskAltIcon />}
        question={CONFIRMAR_AUTORIZAR}
        done={(o) => ORDEN_AUTORIZADA(o.folio)}
        disabledReason={excedido}
      />
      <ConfirmAction
        method="cancelarOrden"
        label={CANCELAR}
        icon={<CancelIcon />}
        question={CONFIRMAR_CANCELAR}
        done={(o) => ORDEN_CANCELADA(o.folio)}
      />
    </>
  );
}

export default function OrdenCompraEdit() {
  return (
    <DocumentEdit
      schema={schemas.ordenCompra}
      title="Orden de Compra"
      editable={editable}
      notice={(record) => SOLO_LECTURA(String(record?.status))}
      actions={
        <>
          <StatusField />
          <PrintButton path={(id) => `/api/ordenCompra/${id}/reporte`} />
        </>
      }
      writes={<Acciones />}
      savedNotice={(record) => ORDEN_ACTUALIZADA(record.folio)}
      saveError={ERROR_AL_ACTUALIZAR}
    />
  );
}
