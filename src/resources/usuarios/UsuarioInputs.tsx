/**
 * The usuario form's inputs in the order an admin fills them: role first (required, shown as
 * User/Assistant/Admin/Superuser from GET /api/usuario/roles), the person, then the account.
 * Each comes from the schema through the engine; the password is typed hidden and only on create.
 */
import { PasswordInput } from 'react-admin';
import { schemas } from '../../../schemas';
import { FormGrid, GridCell, SchemaField, useVisibleFields } from '../../engine';

const ORDEN = ['role', 'nombres', 'apellidos', 'correo', 'username', 'password', 'sucursalId', 'activo'];

export function UsuarioInputs({ conPassword = false }: { conPassword?: boolean }) {
  const campos = useVisibleFields(schemas.usuario).sort((a, b) => ORDEN.indexOf(a.name) - ORDEN.indexOf(b.name));
  return (
    <FormGrid>
      {campos.map((campo) => {
        if (campo.name !== 'password') return <SchemaField key={campo.name} field={campo} />;
        if (!conPassword) return null;
        return (
          <GridCell key={campo.name}>
            <PasswordInput source="password" label="Contraseña" autoComplete="new-password" />
          </GridCell>
        );
      })}
    </FormGrid>
  );
}
