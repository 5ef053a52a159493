/**
 * The form of a schema's create and edit screens: its inputs, the shared validator, a "Guardar"
 * button, and Enter in a text field never submits.
 */
import type { ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { preventEnterSubmit } from '../../forms/preventEnterSubmit';
import { SchemaInputs } from '../inputs/SchemaInputs';
import { schemaValidator } from './validation';

export interface SchemaFormProps {
  schema: EntitySchema;
  /** Lets a new record be saved untouched, so the user sees what is missing. */
  alwaysEnableSave?: boolean;
  /** Replaces the generated inputs (a thin override keeps the form, validation and toolbar). */
  children?: ReactNode;
}

export function SchemaForm({ schema, alwaysEnableSave, children }: SchemaFormProps) {
  return (
    <SimpleForm
      validate={schemaValidator(schema)}
      noValidate
      onKeyDown={preventEnterSubmit}
      toolbar={
        <Toolbar>
          <SaveButton label="Guardar" alwaysEnable={alwaysEnableSave} />
        </Toolbar>
      }
    >
      {children ?? <SchemaInputs schema={schema} />}
    </SimpleForm>
  );
}
