/**
 * The form of a schema's create and edit screens: its inputs, the shared validator, the schema's
 * `default` values where the record has none, a "Guardar" button (and "Borrar" where the API
 * deletes), and Enter in a text field never submits.
 */
import type { ReactElement, ReactNode } from 'react';
import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { preventEnterSubmit } from '../../forms/preventEnterSubmit';
import { SchemaInputs } from '../inputs/SchemaInputs';
import { schemaValidator } from './validation';

export interface SchemaFormProps {
  schema: EntitySchema;
  /** Lets a new record be saved untouched, so the user sees what is missing. */
  alwaysEnableSave?: boolean;
  /** Offers deleting the record (edit screens of resources with `x-resource.delete`). */
  deletable?: boolean;
  /** Replaces the Guardar (and Borrar) toolbar; `false` shows none. */
  toolbar?: ReactElement | false;
  /** Replaces the generated inputs (a thin override keeps the form, validation and toolbar). */
  children?: ReactNode;
}

/** Guardar, and Borrar where the API deletes: the toolbar a workflow screen may extend with `children`. */
export function SchemaToolbar({
  alwaysEnableSave,
  deletable,
  children,
}: {
  alwaysEnableSave?: boolean;
  deletable?: boolean;
  children?: ReactNode;
}) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton label="Guardar" alwaysEnable={alwaysEnableSave} />
      {children}
      {deletable && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** The schema's `default` values by property: what a new record starts with. */
export function schemaDefaults(schema: EntitySchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([, prop]) => prop.default !== undefined)
      .map(([name, prop]) => [name, prop.default]),
  );
}

export function SchemaForm({ schema, alwaysEnableSave, deletable, toolbar, children }: SchemaFormProps) {
  return (
    <SimpleForm
      defaultValues={schemaDefaults(schema)}
      validate={schemaValidator(schema)}
      noValidate
      onKeyDown={preventEnterSubmit}
      toolbar={toolbar ?? <SchemaToolbar alwaysEnableSave={alwaysEnableSave} deletable={deletable} />}
    >
      {children ?? <SchemaInputs schema={schema} />}
    </SimpleForm>
  );
}
