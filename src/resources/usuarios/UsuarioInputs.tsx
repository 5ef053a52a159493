/**
 * The usuario form's inputs in the order an admin fills them: role first (required, shown as
 * User/Assistant/Admin/Superuser from GET /api/usuario/roles), the person, then the account.
 * Each comes from the schema through the engine; the password is typed hidden and only on create.
 */
import { PasswordInput } from 'react-admin';
import { schemas } from '../../../schemas';
import { inputFields, SchemaInput } from '../../engine';
import { useEsSuperusuario } from './roles';

const ORDEN = ['role', 'nombres', 'apellidos', 'correo', 'username', 'password', 'sucursalId', 'activo'];
const campos = inputFields(schemas.usuario).sort((a, b) => ORDEN.indexOf(a.name) - ORDEN.indexOf(b.name));

export function UsuarioInputs({ conPassword = false }: { conPassword?: boolean }) {
  const superusuario = useEsSuperusuario();
  return campos
    .filter((campo) => campo.ui.scope !== 'superuser' || superusuario)
    .map((campo) => {
      if (campo.name !== 'password') return <SchemaInput key={campo.name} field={campo} />;
      if (!conPassword) return null;
      return <PasswordInput key={campo.name} source="password" label="Contraseña" autoComplete="new-password" />;
    });
}
