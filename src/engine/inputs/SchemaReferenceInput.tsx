/**
 * A reference (`x-ui.widget: reference`) as an autocomplete over the target resource: the record
 * keeps `{ [name]: { id } }`, searches wait 350 ms and only run on typed text (docs/product.md §5, §9);
 * a target listed by obra is searched in the form's obra. A catalog other screens pick from
 * (`x-resource.picks`) is searched through its picker lookup, which the screen's users may read
 * without the catalog's permiso; the record then keeps `{ id, nombre }`, so showing the choice
 * reads nothing more.
 */
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { resourceTable } from '../../dataProvider';
import type { FieldSpec } from '../fields';
import { SearchReferenceInput } from './SearchReferenceInput';

export const NO_RESULTS = 'No se encontraron resultados';
/** How long every reference search waits after the last key (docs/product.md §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 350;

const hasText = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/** What a picker asks for before any text is typed. */
export const pickerPrompt = (label: string) => `Escriba para buscar: ${label}`;

/** A target listed by obra (`{obraId}` in its list path: a partida) lists the document's own obra's. */
const byObra = (reference: string) =>
  resourceTable.find((row) => row.name === reference)?.list.includes('{obraId}') ?? false;

export function SchemaReferenceInput({ field }: { field: FieldSpec }) {
  const reference = field.ui.reference;
  if (!reference) throw new Error(`El campo ${field.name} es una referencia sin x-ui.reference`);
  // Read from the resource table, which also holds the catalogs the server serves (`catalogos/<x>`).
  const target = resourceTable.find((row) => row.name === reference);
  const obraId: unknown = useWatch({ name: 'obra.id' });
  const ofObra = byObra(reference);
  if (target?.picker) {
    return (
      <SearchReferenceInput
        source={field.name}
        label={field.label}
        isRequired={field.required}
        path={target.picker}
        param="toSearch"
        debounceMs={AUTOCOMPLETE_DEBOUNCE_MS}
        prompt={pickerPrompt(field.label)}
        disabled={field.ui.readOnly}
      />
    );
  }
  return (
    <ReferenceInput
      source={`${field.name}.id`}
      reference={reference}
      filter={ofObra ? { obraId } : undefined}
      enableGetChoices={({ q }: { q?: unknown }) => hasText(q) && (!ofObra || Boolean(obraId))}
    >
      <AutocompleteInput
        label={field.label}
        isRequired={field.required}
        disabled={field.ui.readOnly}
        optionText={target?.representation ?? 'nombre'}
        debounce={AUTOCOMPLETE_DEBOUNCE_MS}
        filterToQuery={(q: string) => ({ q })}
        shouldRenderSuggestions={hasText}
        noOptionsText={NO_RESULTS}
      />
    </ReferenceInput>
  );
}
