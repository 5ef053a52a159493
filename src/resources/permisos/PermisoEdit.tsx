/** /configura/permisos/{id}/editar: one permiso's autorizado flag, with whose and which item it is. */
import { Box, Typography } from '@mui/material';
import { BooleanInput, Labeled, TextField, useGetOne, useRecordContext, type RaRecord } from 'react-admin';
import { schemas } from '../../../schemas';
import { SchemaEdit } from '../../engine';
import { HistorialButton } from '../../shared/bitacora';
import { useAvisoError } from '../usuarios/useGuardado';
import { ERROR_ACTUALIZAR_PERMISO, ERROR_CARGAR_PERMISOS, permisoGuardado } from './messages';

function Usuario() {
  const record = useRecordContext();
  const { data } = useGetOne('configura/usuarios', { id: record?.usuarioId }, { enabled: Boolean(record?.usuarioId) });
  return (
    <Labeled label="Usuario">
      <Typography variant="body2">{data ? `${data.nombres} ${data.apellidos} (${data.username})` : ''}</Typography>
    </Labeled>
  );
}

/** Saved: which item, and whether it is now authorized. */
const guardado = (record: RaRecord) => permisoGuardado(record.menuItem?.nombre, record.autorizado === true);

export default function PermisoEdit() {
  return (
    <SchemaEdit
      schema={schemas.permiso}
      savedNotice={guardado}
      onSaveError={useAvisoError(ERROR_ACTUALIZAR_PERMISO)}
      onLoadError={useAvisoError(ERROR_CARGAR_PERMISOS)}
      actions={<HistorialButton tabla="permiso" />}
    >
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
    </SchemaEdit>
  );
}
