/**
 * An admin's editor of any usuario: every field, 'Generar Permisos' for active users, the record's
 * Historial, and setting the password (their own needs the current one).
 */
import { Divider } from '@mui/material';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import { resourceOf, SchemaEdit } from '../../engine';
import { HistorialButton } from '../../shared/bitacora';
import { CambiarPassword } from './CambiarPassword';
import { GenerarPermisosButton } from './GenerarPermisosButton';
import { ERROR_ACTUALIZAR_USUARIO } from './messages';
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
  return (
    <SchemaEdit
      schema={schemas.usuario}
      onSaveError={useAvisoError(ERROR_ACTUALIZAR_USUARIO)}
      onLoadError={useErrorAlCargar(hints.route)}
      actions={
        <>
          <GenerarPermisosButton />
          <HistorialButton tabla="usuario" />
        </>
      }
      below={
        <>
          <Divider sx={{ mb: 2 }} />
          <PasswordDelUsuario />
        </>
      }
    >
      <UsuarioInputs />
    </SchemaEdit>
  );
}
