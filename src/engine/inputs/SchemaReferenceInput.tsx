/**
 * A reference (`x-ui.widget: reference`) as an autocomplete over the target resource: the record
 * keeps `{ [name]: { id } }`, searches wait 350 ms and only run on typed text (docs/product.md §5, §9).
 */
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { resourceTable } from '../../dataProvider';
import type { FieldSpec } from '../fields';

export const NO_RESULTS = 'No se encontraron resultados';
/** How long every reference search waits after the last key (docs/product.md §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 350;

const hasText = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/** Read from the resource table, which also holds the catalogs the server serves (`catalogos/<x>`). */
function optionTextOf(reference: string): string {
  return resourceTable.find((row) => row.name === reference)?.representation ?? 'nombre';
}

export function SchemaReferenceInput({ field }: { field: FieldSpec }) {
  const reference = field.ui.reference;
  if (!reference) throw new Error(`El campo ${field.name} es una referencia sin x-ui.reference`);
  return (
    <ReferenceInput
      source={`${field.name}.id`}
      reference={reference}
      enableGetChoices={({ q }: { q?: unknown }) => hasText(q)}
    >
      <AutocompleteInput
        label={field.label}
        isRequired={field.required}
        disabled={field.ui.readOnly}
        optionText={optionTextOf(reference)}
        debounce={AUTOCOMPLETE_DEBOUNCE_MS}
        filterToQuery={(q: string) => ({ q })}
        shouldRenderSuggestions={hasText}
        noOptionsText={NO_RESULTS}
      />
    </ReferenceInput>
  );
}
