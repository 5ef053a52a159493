/** /configura/usuarios/nuevo: a new user, with an optional first password. */
import { schemas } from '../../../schemas';
import { SchemaCreate } from '../../engine';
import { ERROR_CREAR_USUARIO } from './messages';
import { UsuarioInputs } from './UsuarioInputs';
import { useAvisoError } from './useGuardado';

/** Prepared like every record, except the password: it must reach the server exactly as typed. */
function conPasswordTecleada(record: Record<string, unknown>, { password }: Record<string, unknown>) {
  const { password: _recortada, ...resto } = record;
  return typeof password === 'string' && password !== '' ? { ...resto, password } : resto;
}

export default function UsuarioCreate() {
  return (
    <SchemaCreate
      schema={schemas.usuario}
      transform={conPasswordTecleada}
      onSaveError={useAvisoError(ERROR_CREAR_USUARIO)}
    >
      <UsuarioInputs conPassword />
    </SchemaCreate>
  );
}
