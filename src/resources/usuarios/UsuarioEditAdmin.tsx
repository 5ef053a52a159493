/**
 * An admin's editor of any usuario: every field, 'Generar Permisos' for active users, the record's
 * Historial, and setting the password (their own needs the current one).
 */
import { Divider } from '@mui/material';
import { Edit, TopToolbar, useGetIdentity, useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import { prepareRecord } from '../../../schemas/validation';
import { resourceOf, SchemaForm, useSaveSuccess } from '../../engine';
import { HistorialButton } from '../bitacora';
import { CambiarPassword } from './CambiarPassword';
import { GenerarPermisosButton } from './GenerarPermisosButton';
import { ERROR_ACTUALIZAR_USUARIO } from './mensajes';
import { UsuarioInputs } from './UsuarioInputs';
import { useAvisoError } from './useGuardado';
import { useErrorAlCargar } from './useErrorAlCargar';

const hints = resourceOf(schemas.usuario);

function PasswordDelUsuario() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (!record?.id) return null;
  return <CambiarPassword usuarioId={record.id} propio={identity?.id === record.id} />;
}

export function UsuarioEditAdmin() {
  const onSuccess = useSaveSuccess(schemas.usuario);
  const onError = useAvisoError(ERROR_ACTUALIZAR_USUARIO);
  const alFallarCarga = useErrorAlCargar(hints.route);
  return (
    <Edit
      resource={hints.name}
      title="Editar Usuario"
      mutationMode="pessimistic"
      transform={(values) => prepareRecord(schemas.usuario, values)}
      mutationOptions={{ onSuccess, onError }}
      queryOptions={{ onError: alFallarCarga }}
      actions={
        <TopToolbar>
          <GenerarPermisosButton />
          <HistorialButton tabla="usuario" />
        </TopToolbar>
      }
    >
      <SchemaForm schema={schemas.usuario}>
        <UsuarioInputs />
      </SchemaForm>
      <Divider sx={{ mb: 2 }} />
      <PasswordDelUsuario />
    </Edit>
  );
}
