/** /configura/permisos/{id}/editar: one permiso's autorizado flag, with whose and which item it is. */
import { Box, Typography } from '@mui/material';
import { BooleanInput, Edit, Labeled, TextField, TopToolbar, useGetOne, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { prepareRecord } from '../../../schemas/validation';
import { resourceOf, SchemaForm, SUCCESS_NOTICE_MS } from '../../engine';
import { HistorialButton } from '../bitacora';
import { useAvisoError } from '../usuarios/useGuardado';
import { ERROR_ACTUALIZAR_PERMISO, ERROR_CARGAR_PERMISOS, permisoGuardado } from './mensajes';

function Usuario() {
  const record = useRecordContext();
  const { data } = useGetOne('configura/usuarios', { id: record?.usuarioId }, { enabled: Boolean(record?.usuarioId) });
  return (
    <Labeled label="Usuario">
      <Typography variant="body2">{data ? `${data.nombres} ${data.apellidos} (${data.username})` : ''}</Typography>
    </Labeled>
  );
}

/** Saved: which item, and whether it is now authorized; then back to the user's list. */
function useGuardado() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (record: RaRecord) => {
    notify(permisoGuardado(record.menuItem?.nombre, record.autorizado === true), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
    navigate(-1);
  };
}

export default function PermisoEdit() {
  const onSuccess = useGuardado();
  const onError = useAvisoError(ERROR_ACTUALIZAR_PERMISO);
  const alFallarCarga = useAvisoError(ERROR_CARGAR_PERMISOS);
  return (
    <Edit
      resource={resourceOf(schemas.permiso).name}
      title="Editar Permiso"
      mutationMode="pessimistic"
      transform={(values) => prepareRecord(schemas.permiso, values)}
      mutationOptions={{ onSuccess, onError }}
      queryOptions={{ onError: alFallarCarga }}
      actions={
        <TopToolbar>
          <HistorialButton tabla="permiso" />
        </TopToolbar>
      }
    >
      <SchemaForm schema={schemas.permiso}>
        <Usuario />
        <Box sx={{ display: 'flex', gap: 4 }}>
          <Labeled label="Seccion">
            <TextField source="menuItem.seccion" />
          </Labeled>
          <Labeled label="Nombre">
            <TextField source="menuItem.nombre" />
          </Labeled>
        </Box>
        <BooleanInput source="autorizado" label="Autorizado" />
      </SchemaForm>
    </Edit>
  );
}
