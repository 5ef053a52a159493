/** An autocomplete over an unpaged `{id, nombre}` lookup: only typed text is searched, after 350 ms. */
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useWorkflowQuery, type Named } from '../../dataProvider';
import { NO_RESULTS } from '../../engine';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { useNotifyError } from '../../layout/useNotifyError';

const DEBOUNCE_MS = 350;

export interface NamedPickerProps {
  label: string;
  /** `/api/obra/byName` with `name`, `/api/cliente/list` with `toSearch`. */
  path: string;
  param: string;
  value: Named | null;
  onChange: (value: Named | null) => void;
}

export function NamedPicker({ label, path, param, value, onChange }: NamedPickerProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { data, isFetching, error } = useWorkflowQuery(
    'buscarNombrados',
    { path, param, text: search },
    { enabled: search !== '' },
  );
  useNotifyError(error);
  return (
    <Autocomplete
      sx={{ minWidth: 280, flex: 1 }}
      options={search === '' ? [] : (data ?? [])}
      value={value}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.nombre}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={NO_RESULTS}
      onChange={(_, chosen) => onChange(chosen)}
      onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
