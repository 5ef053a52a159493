/**
 * A screen of an admin-defined catalog, `/catalogos/{catalogo}` (list), `…/nuevo` and
 * `…/{id}/editar`: the engine's own list, create and edit, fed by the schema the server serves.
 * No catalog has code of its own; lists import and export, editors offer the record's 'Historial'
 * to admins.
 */
import { Loading, ResourceContextProvider } from 'react-admin';
import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { SchemaCreate, SchemaEdit } from '../../engine';
import { useNotifyError } from '../../layout/useNotifyError';
import { HistorialButton } from '../../shared/bitacora/HistorialButton';
import { CatalogoList } from './CatalogoList';
import { catalogoNamed, useCatalogos } from './useCatalogos';

export type CatalogoScreenKind = 'list' | 'create' | 'edit';

export const catalogoDesconocido = (nombre: string) => `No existe el catalogo ${nombre}.`;

/** Every catalog's records share one table, so its audit trail is there too. */
const CATALOGO_TABLA = 'catalogo_registro';

const CatalogoEdit: typeof SchemaEdit = (props) => (
  <SchemaEdit {...props} actions={<HistorialButton tabla={CATALOGO_TABLA} />} />
);

const SCREENS = { list: CatalogoList, create: SchemaCreate, edit: CatalogoEdit };

export default function CatalogoScreen({ kind }: { kind: CatalogoScreenKind }) {
  const { catalogo = '' } = useParams();
  const { data, isPending, error } = useCatalogos();
  useNotifyError(error);
  if (isPending) return <Loading />;
  const schema = catalogoNamed(data, catalogo);
  if (!schema) {
    return error ? null : <Typography sx={{ p: 2 }}>{catalogoDesconocido(catalogo)}</Typography>;
  }
  const Screen = SCREENS[kind];
  const name = schema['x-resource']?.name ?? catalogo;
  return (
    <ResourceContextProvider value={name}>
      <Screen key={name} schema={schema} />
    </ResourceContextProvider>
  );
}
