import { useState } from 'react';
import { Autocomplete, CircularProgress, ListItemText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWorkflowQuery, type ObraOption } from '../dataProvider';
import { useDebouncedValue } from './useDebouncedValue';
import { useNotifyError } from './useNotifyError';

/** Autocompletes wait this long after the last keystroke (docs/contract.md). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * Searches obras by name on the server; only non-empty text is sent. The server leaves closed obras
 * (`terminado`) out: nothing more is registered on them (docs/decisions.md); the Obras list still
 * opens them to read their summary and documents.
 */
export function ObraSearch({ onSelect }: { onSelect: (obra: ObraOption) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useWorkflowQuery('buscarObras', name, { enabled: name !== '' });
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
