import { useState } from 'react';
import { Autocomplete, CircularProgress, ListItemText, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ActiveObra } from '../obra';
import { apiJson } from '../providers/http';
import { useDebouncedValue } from './useDebouncedValue';
import { useNotifyError } from './useNotifyError';

/** What GET /api/obra/byName answers per obra. */
export interface ObraOption extends ActiveObra {
  cliente?: { nombre?: string };
}

/** Autocompletes wait this long after the last keystroke (DESIGN.md §3). */
export const SEARCH_DEBOUNCE_MS = 350;

/** Searches obras by name on the server; only non-empty text is sent. */
export function ObraSearch({ onSelect }: { onSelect: (obra: ObraOption) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useQuery({
    queryKey: ['obra', 'byName', name],
    queryFn: () => apiJson<ObraOption[]>('/api/obra/byName', { query: { name } }),
    enabled: name !== '',
  });
  useNotifyError(error);
  const options = name !== '' && text.trim() !== '' ? (data ?? []) : [];
  const waiting = text.trim() !== '' && (name !== text.trim() || isFetching);

  return (
    <Autocomplete<ObraOption>
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={text}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_event, obra) => obra && onSelect(obra)}
      loading={waiting}
      loadingText={<CircularProgress size={20} />}
      noOptionsText={translate(text.trim() === '' ? 'app.obra.prompt' : 'app.obra.no_results')}
      openOnFocus
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemText primary={option.nombre} secondary={option.cliente?.nombre} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={translate('app.obra.search')}
          helperText={translate('app.obra.prompt')}
          variant="outlined"
        />
      )}
    />
  );
}
