/**
 * A document's inputs, editable or not: read-only, every input of the form is disabled (a disabled
 * fieldset) and the lines table offers no adding or removing.
 */
import { Alert } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import { SchemaInputs } from '../../engine';
import { DocumentReadOnly } from './ProductLinesInput';

export function DocumentInputs({ schema, readOnly, notice }: { schema: EntitySchema; readOnly: boolean; notice?: string }) {
  return (
    <DocumentReadOnly.Provider value={readOnly}>
      {readOnly && notice && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {notice}
        </Alert>
      )}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0, width: '100%' }}>
        <SchemaInputs schema={schema} />
      </fieldset>
    </DocumentReadOnly.Provider>
  );
}
