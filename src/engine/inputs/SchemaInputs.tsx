/**
 * Every editable property of a schema as an input, in schema order. `x-ui.scope: superuser` fields
 * show only to ROLE_SUPERUSER; `x-ui.showIf` fields only while the named field is truthy.
 */
import { usePermissions } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { EntitySchema } from '../../../schemas';
import { inputFields, type FieldSpec } from '../fields';
import { SchemaInput } from './SchemaInput';

function ShownIf({ field, when }: { field: FieldSpec; when: string }) {
  const condition: unknown = useWatch({ name: when });
  return condition ? <SchemaInput field={field} /> : null;
}

export function SchemaInputs({ schema }: { schema: EntitySchema }) {
  const { permissions } = usePermissions<string | null>();
  const superuser = permissions === 'ROLE_SUPERUSER';
  return inputFields(schema)
    .filter((field) => field.ui.scope !== 'superuser' || superuser)
    .map((field) =>
      field.ui.showIf ? (
        <ShownIf key={field.name} field={field} when={field.ui.showIf} />
      ) : (
        <SchemaInput key={field.name} field={field} />
      ),
    );
}
