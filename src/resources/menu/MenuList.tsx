/**
 * /configura/menu (SPEC.md §2): Padre, Seccion, Nombre, Link and Icono (drawn), searchable by
 * name, paged like every list; a row opens its editor, 'Nuevo' a new item.
 */
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Typography } from '@mui/material';
import { CreateButton, DataTable, FilterLiveForm, List, Pagination, TextField, TextInput, TopToolbar } from 'react-admin';
import { schemas } from '../../../schemas';
import { EMPTY_LIST, FILTER_DEBOUNCE_MS, labelOf, PAGE_SIZES, resourceOf, SEARCH_LABEL } from '../../engine';
import { paths } from '../../paths';
import { IconoDelRegistro } from './IconoMenu';

const schema = schemas.menuItem;
const hints = resourceOf(schema);

function Busqueda(_fromListToolbar: object) {
  return (
    <FilterLiveForm debounce={FILTER_DEBOUNCE_MS}>
      <TextInput
        source="q"
        label={SEARCH_LABEL}
        helperText={false}
        slotProps={{ input: { endAdornment: <InputAdornment position="end"><SearchIcon color="disabled" /></InputAdornment> } }}
      />
    </FilterLiveForm>
  );
}

const Vacio = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {EMPTY_LIST}
  </Typography>
);

const columna = (name: string) => ({ source: name, label: labelOf(schema, name), disableSort: true });

export default function MenuList() {
  return (
    <List
      resource={hints.name}
      title={hints.label}
      filters={<Busqueda />}
      perPage={PAGE_SIZES[1]}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      actions={
        <TopToolbar>
          <CreateButton to={paths.create(hints.route)} />
        </TopToolbar>
      }
      empty={false}
      exporter={false}
    >
      <DataTable rowClick={(id) => paths.row(hints.route, id)} bulkActionButtons={false} empty={<Vacio />}>
        <DataTable.Col {...columna('padre')}>
          <TextField source="padre.nombre" emptyText="" />
        </DataTable.Col>
        <DataTable.Col {...columna('seccion')} />
        <DataTable.Col {...columna('nombre')} />
        <DataTable.Col {...columna('link')} />
        <DataTable.Col {...columna('icono')}>
          <IconoDelRegistro />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
