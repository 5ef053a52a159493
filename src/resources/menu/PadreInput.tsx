/**
 * `padre`: the parent menu item, searched by name on GET /api/menu-item/list-by-name?searchTerm
 * 350 ms after typing stops, never with empty text (docs/product.md §5). The form holds `{ id, nombre }`
 * or nothing (a top-level item).
 */
import { useState } from 'react';
import { Autocomplete, CircularProgress, ListItemText, TextField } from '@mui/material';
import { useInput, useRecordContext } from 'react-admin';
import { useWorkflowQuery, type MenuItemOption } from '../../dataProvider';
import { NO_RESULTS } from '../../engine';
import { useDebouncedValue } from '../../layout/useDebouncedValue';

export const PADRE_PROMPT = 'Escriba el nombre del menu a buscar';
export const PADRE_DEBOUNCE_MS = 350;

export function PadreInput() {
  const record = useRecordContext();
  const { field, fieldState } = useInput({ source: 'padre' });
  const [text, setText] = useState('');
  const searchTerm = useDebouncedValue(text.trim(), PADRE_DEBOUNCE_MS);
  const { data = [], isFetching } = useWorkflowQuery('buscarMenuItems', searchTerm, { enabled: searchTerm !== '' });
  // An item cannot hang below itself.
  const options = text.trim() === '' ? [] : data.filter((option) => option.id !== record?.id);
  // A server error names `padre.id`; the form keeps it under `padre`.
  const error =
    fieldState.error?.message ?? (fieldState.error as { id?: { message?: string } } | undefined)?.id?.message;
  const value = (field.value as MenuItemOption | null | undefined)?.id ? (field.value as MenuItemOption) : null;

  return (
    <Autocomplete<MenuItemOption>
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.nombre ?? ''}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      onChange={(_event, chosen) => {
        field.onChange(chosen ? { id: chosen.id, nombre: chosen.nombre } : null);
        setText('');
      }}
      onBlur={field.onBlur}
      loading={text.trim() !== '' && (searchTerm !== text.trim() || isFetching)}
      loadingText={<CircularProgress size={20} />}
      clearText="Quitar padre"
      openText="Abrir"
      closeText="Cerrar"
      noOptionsText={text.trim() === '' ? PADRE_PROMPT : NO_RESULTS}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemText primary={option.nombre} secondary={[option.seccion, option.link].filter(Boolean).join(' · ')} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label="Padre"
          size="small"
          error={Boolean(error)}
          helperText={error ?? PADRE_PROMPT}
        />
      )}
      fullWidth
    />
  );
}
