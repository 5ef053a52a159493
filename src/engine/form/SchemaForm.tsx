/**
 * The form of a schema's create and edit screens: its inputs, the shared validator, the schema's
 * `default` values where the record has none, a "Guardar" button (and "Borrar" where the API
 * deletes), and Enter in a text field never submits. Leaving it with unsaved changes (a menu entry,
 * Back, a reload) asks first; a successful save leaves without asking.
 */
import type { ReactElement, ReactNode } from 'react';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
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

export interface GuardarButtonProps {
  label?: string;
  /** Enabled on an untouched form too (react-admin's `alwaysEnable`), except while saving. */
  alwaysEnable?: boolean;
  /** A save the form does not await (a mutation of its own) is running. */
  pending?: boolean;
}

/**
 * A form's save button, disabled while its save runs: react-admin's `alwaysEnable` alone keeps it
 * enabled then, and a double click saved twice.
 */
export function GuardarButton({ label = 'Guardar', alwaysEnable = false, pending = false }: GuardarButtonProps) {
  const { isSubmitting } = useFormState();
  const saving = Boolean(useSaveContext()?.saving);
  const busy = pending || isSubmitting || saving;
  return <SaveButton label={label} alwaysEnable={alwaysEnable && !busy} disabled={busy} />;
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
      <GuardarButton alwaysEnable={alwaysEnableSave} />
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
      warnWhenUnsavedChanges
      onKeyDown={preventEnterSubmit}
      toolbar={toolbar ?? <SchemaToolbar alwaysEnableSave={alwaysEnableSave} deletable={deletable} />}
    >
      {children ?? <SchemaInputs schema={schema} />}
    </SimpleForm>
  );
}
