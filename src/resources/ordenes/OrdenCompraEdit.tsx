/**
 * /orden-compra/{idOrdCompra}/editar: editable while `creado`; Autorizar and Cancelar (with
 * confirmation) from there; read-only afterwards; Imprimir opens the PDF.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import { SchemaEdit, SchemaToolbar } from '../../engine';
import { RequireObra } from '../../obra';
import { ConfirmAction, DocumentInputs, PrintButton } from '../documentos';
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

const editable = (status: unknown) => status === 'creado';

function Acciones() {
  const record = useRecordContext();
  return (
    <>
      <StatusField />
      <PrintButton path={(id) => `/api/ordenCompra/${id}/reporte`} />
      {editable(record?.status) && (
        <>
          <ConfirmAction method="autorizarOrden" label={AUTORIZAR} icon={<TaskAltIcon />} question={CONFIRMAR_AUTORIZAR} done={(o) => ORDEN_AUTORIZADA(o.folio)} />
          <ConfirmAction method="cancelarOrden" label={CANCELAR} icon={<CancelIcon />} question={CONFIRMAR_CANCELAR} done={(o) => ORDEN_CANCELADA(o.folio)} />
        </>
      )}
    </>
  );
}

function Guardar() {
  const record = useRecordContext();
  return editable(record?.status) ? <SchemaToolbar /> : null;
}

function Campos() {
  const record = useRecordContext();
  const status = String(record?.status ?? 'creado');
  return <DocumentInputs schema={schemas.ordenCompra} readOnly={!editable(status)} notice={SOLO_LECTURA(status)} />;
}

export default function OrdenCompraEdit() {
  return (
    <RequireObra>
      <SchemaEdit
        schema={schemas.ordenCompra}
        title="Orden de Compra"
        actions={<Acciones />}
        toolbar={<Guardar />}
        savedNotice={(record) => ORDEN_ACTUALIZADA(record.folio)}
        saveError={ERROR_AL_ACTUALIZAR}
      >
        <Campos />
      </SchemaEdit>
    </RequireObra>
  );
}
