/**
 * The usuario form's inputs in the order an admin fills them (the schema's `x-ui.order`): role
 * first (required, shown as Usuario/Asistente/Administrador/Superusuario from GET /api/usuario/roles), the
 * person, then the account. Each comes from the schema through the engine; the password is typed
 * hidden and only on create.
 */
import { PasswordInput } from 'react-admin';
import { schemas } from '../../../schemas';
import { FormGrid, GridCell, SchemaField, useVisibleFields } from '../../engine';

export function UsuarioInputs({ conPassword = false }: { conPassword?: boolean }) {
  return (
    <FormGrid>
      {useVisibleFields(schemas.usuario).map((campo) => {
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
