/**
 * Every editable property of a schema as an input, by `x-ui.order`, on the form grid (text areas
 * and tables span the row), under the headings of their `x-ui.group`. `x-ui.scope: superuser`
 * fields show only to ROLE_SUPERUSER; `x-ui.showIf` fields only while the named field is truthy.
 */
import { Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { EntitySchema } from '../../../schemas';
import { groupFields, inputFields, type FieldSpec } from '../fields';
import { FormGrid, GridCell } from '../form/FormGrid';
import { registeredWidget } from './registry';
import { SchemaInput } from './SchemaInput';

function ShownIf({ field, when }: { field: FieldSpec; when: string }) {
  const condition: unknown = useWatch({ name: when });
  return condition ? <FieldCell field={field} /> : null;
}

function FieldCell({ field }: { field: FieldSpec }) {
  return (
    <GridCell wide={field.ui.multiline || registeredWidget(field.widget).wide}>
      <SchemaInput field={field} />
    </GridCell>
  );
}

/** The fields a user of this role may edit: superuser-scoped ones only for ROLE_SUPERUSER. */
export function useVisibleFields(schema: EntitySchema): FieldSpec[] {
  const { permissions } = usePermissions<string | null>();
  const superuser = permissions === 'ROLE_SUPERUSER';
  return inputFields(schema).filter((field) => field.ui.scope !== 'superuser' || superuser);
}

/** One field's cell, honouring `showIf`: for custom layouts that place fields one by one. */
export function SchemaField({ field }: { field: FieldSpec }) {
  return field.ui.showIf ? <ShownIf field={field} when={field.ui.showIf} /> : <FieldCell field={field} />;
}

export function SchemaInputs({ schema }: { schema: EntitySchema }) {
  return (
    <FormGrid>
      {groupFields(useVisibleFields(schema)).map(({ title, fields }) => [
        title && (
          <GridCell key={`grupo-${title}`} wide>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1 }}>
              {title}
            </Typography>
          </GridCell>
        ),
        ...fields.map((field) => <SchemaField key={field.name} field={field} />),
      ])}
    </FormGrid>
  );
}
