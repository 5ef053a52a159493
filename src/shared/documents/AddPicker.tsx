/**
 * A search that adds what it finds to a document's lines (a product, a concepto de obra): the
 * typed text settles for 350 ms before it is searched, and the add button stays disabled until an
 * option is chosen; an option the document already holds may be offered disabled.
 */
import { useState, type ReactNode } from 'react';
import { Autocomplete, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { AUTOCOMPLETE_DEBOUNCE_MS, NO_RESULTS } from '../../engine';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { useNotifyError } from '../../layout/useNotifyError';

export interface Found<T> {
  options: T[] | undefined;
  isFetching: boolean;
  error: unknown;
}

export interface AddPickerProps<T extends { id?: number }> {
  label: string;
  /** What the empty search says to type. */
  prompt: string;
  addLabel: string;
  icon: ReactNode;
  /** A hook: what the settled text finds (called on every render, searching only a non-empty text). */
  useFound: (search: string) => Found<T>;
  optionLabel: (option: T) => string;
  optionDisabled?: (option: T) => boolean;
  onAdd: (option: T) => void;
  maxWidth?: number;
}

export function AddPicker<T extends { id?: number }>({
  label,
  prompt,
  addLabel,
  icon,
  useFound,
  optionLabel,
  optionDisabled,
  onAdd,
  maxWidth = 480,
}: AddPickerProps<T>) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<T | null>(null);
  const search = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const { options, isFetching, error } = useFound(search);
  useNotifyError(error as Error | null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <Autocomplete<T>
        sx={{ flex: 1, maxWidth }}
        size="small"
        value={chosen}
        options={search !== '' ? (options ?? []) : []}
        filterOptions={(all) => all}
        getOptionLabel={optionLabel}
        getOptionDisabled={optionDisabled}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={text}
        onInputChange={(_event, next) => setText(next)}
        onChange={(_event, option) => setChosen(option)}
        loading={text.trim() !== '' && (search !== text.trim() || isFetching)}
        loadingText={<CircularProgress size={20} />}
        noOptionsText={text.trim() ? NO_RESULTS : prompt}
        renderInput={(params) => <TextField {...params} label={label} />}
      />
      <Button
        variant="outlined"
        startIcon={icon}
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setChosen(null);
          setText('');
        }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
