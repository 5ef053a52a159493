/**
 * A document's inputs, editable or not: read-only, every input of the form is disabled (a disabled
 * fieldset) and the lines table offers no adding or removing.
 */
import { Alert } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import { SchemaInputs } from '../../engine';
import { DocumentReadOnly } from './ProductLinesInput';
import { ReadOnlyFields } from './ReadOnlyFields';

export interface DocumentInputsProps {
  schema: EntitySchema;
  readOnly: boolean;
  notice?: string;
  /** Server-owned properties shown above the inputs (folio, condicionPago). */
  shown?: readonly string[];
}

export function DocumentInputs({ schema, readOnly, notice, shown = [] }: DocumentInputsProps) {
  return (
    <DocumentReadOnly.Provider value={readOnly}>
      {readOnly && notice && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {notice}
        </Alert>
      )}
      {shown.length > 0 && <ReadOnlyFields schema={schema} names={shown} />}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0, width: '100%' }}>
        <SchemaInputs schema={schema} />
      </fieldset>
    </DocumentReadOnly.Provider>
  );
}
