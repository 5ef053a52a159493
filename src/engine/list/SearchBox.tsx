/**
 * The list's search box, labelled "Buscar": its text becomes the `q` filter (the data provider
 * sends it as the resource's search parameter) 250 ms after the user stops typing (docs/contract.md).
 */
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { FilterLiveForm, TextInput } from 'react-admin';

export const SEARCH_LABEL = 'Buscar';
export const FILTER_DEBOUNCE_MS = 250;

const searchIcon = (
  <InputAdornment position="end">
    <SearchIcon color="disabled" />
  </InputAdornment>
);

/** Given to `<List filters>` as one element, so react-admin renders it as the whole filter form. */
export function SearchBox(_fromListToolbar: object) {
  return (
    <FilterLiveForm debounce={FILTER_DEBOUNCE_MS}>
      <TextInput
        source="q"
        label={SEARCH_LABEL}
        helperText={false}
        slotProps={{ input: { endAdornment: searchIcon } }}
      />
    </FilterLiveForm>
  );
}
