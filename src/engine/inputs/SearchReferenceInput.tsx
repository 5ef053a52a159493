/**
 * A reference chosen by searching an unpaged list endpoint (`/api/cliente/list?toSearch=…`): the
 * form holds `{ id, nombre }` under `source`; only typed text is searched, after `debounceMs`
 * (docs/product.md §5: a prompt says what to type, no matches say 'No se encontraron resultados').
 */
import { useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { useNotifyError } from '../../layout/useNotifyError';
import { useWorkflowQuery, type Named } from '../../dataProvider';
import { NO_RESULTS } from './SchemaReferenceInput';

export type { Named };

export interface SearchReferenceInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
  /** Endpoint answering `Named[]` for `?{param}=text`. */
  path: string;
  param: string;
  debounceMs: number;
  /** At most this many suggestions. */
  limit?: number;
  /** 'Escriba el nombre del cliente a buscar'. */
  prompt: string;
  disabled?: boolean;
}

/** A nested error (`cliente.id`) shows under the one input that chooses the whole reference. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, id } = error as { message?: string; id?: { message?: string } };
  return message ?? id?.message;
}

export function SearchReferenceInput({
  source,
  label,
  isRequired,
  path,
  param,
  debounceMs,
  limit,
  prompt,
  disabled,
}: SearchReferenceInputProps) {
  const { field, fieldState, id } = useInput({ source, isRequired });
  const value = (field.value as Named | null) ?? null;
  const chosen = value?.id ? value : null;
  const [text, setText] = useState<string | null>(null);
  const typed = (text ?? chosen?.nombre ?? '').trim();
  const search = useDebouncedValue(text === null ? '' : typed, debounceMs);
  const { data, isFetching, error } = useWorkflowQuery(
    'buscarNombrados',
    { path, param, text: search },
    { enabled: search !== '' },
  );
  useNotifyError(error);
  const searching = text !== null && typed !== '';
  const options = searching && search !== '' ? (data ?? []).slice(0, limit) : [];
  const message = messageOf(fieldState.error);
  return (
    <Autocomplete<Named>
      id={id}
      disabled={disabled}
      value={chosen}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={text ?? chosen?.nombre ?? ''}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      onChange={(_event, option) => {
        setText(null);
        field.onChange(option ? { id: option.id, nombre: option.nombre } : null);
      }}
      onBlur={field.onBlur}
      loading={searching && (search !== typed || isFetching)}
      loadingText={<CircularProgress size={20} />}
      noOptionsText={searching ? NO_RESULTS : prompt}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={Boolean(message)}
          helperText={message ? <InputHelperText error={message} /> : prompt}
        />
      )}
    />
  );
}
