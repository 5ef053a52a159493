/** /configura/usuarios/nuevo: a new user, with an optional first password. */
import { Create } from 'react-admin';
import { schemas } from '../../../schemas';
import { prepareRecord } from '../../../schemas/validation';
import { resourceOf, SchemaForm, useSaveSuccess } from '../../engine';
import { ERROR_CREAR_USUARIO } from './mensajes';
import { UsuarioInputs } from './UsuarioInputs';
import { useAvisoError } from './useGuardado';

/** Normalized like every record, except the password: it must reach the server exactly as typed. */
function conPasswordTecleada({ password, ...values }: Record<string, unknown>) {
  const record = prepareRecord(schemas.usuario, values);
  return typeof password === 'string' && password !== '' ? { ...record, password } : record;
}

export default function UsuarioCreate() {
  const onSuccess = useSaveSuccess(schemas.usuario);
  const onError = useAvisoError(ERROR_CREAR_USUARIO);
  return (
    <Create
      resource={resourceOf(schemas.usuario).name}
      title="Alta de Usuario"
      record={{ activo: true }}
      transform={conPasswordTecleada}
      mutationOptions={{ onSuccess, onError }}
    >
      <SchemaForm schema={schemas.usuario} alwaysEnableSave>
        <UsuarioInputs conPassword />
      </SchemaForm>
    </Create>
  );
}
