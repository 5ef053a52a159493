/** One user's permisos, paged (GET /api/usuario/permisos-page?usuarioId&page&pageSize). */
import { Typography } from '@mui/material';
import { DataTable, List, Pagination } from 'react-admin';
import { schemas } from '../../../schemas';
import { EMPTY_LIST, PAGE_SIZES, resourceOf } from '../../engine';
import { paths } from '../../paths';
import { useAvisoError } from '../usuarios/useGuardado';
import { AutorizadoToggle } from './AutorizadoToggle';
import { ERROR_CARGAR_PERMISOS } from './messages';

const hints = resourceOf(schemas.permiso);

const Vacio = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {EMPTY_LIST}
  </Typography>
);

export function PermisosDelUsuario({ usuarioId }: { usuarioId: number }) {
  const onError = useAvisoError(ERROR_CARGAR_PERMISOS);
  return (
    <List
      resource={hints.name}
      title={false}
      filter={{ usuarioId }}
      disableSyncWithLocation
      storeKey={false}
      perPage={PAGE_SIZES[1]}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      actions={false}
      empty={false}
      exporter={false}
      queryOptions={{ onError }}
    >
      <DataTable rowClick={(id) => paths.row(hints.route, id)} bulkActionButtons={false} empty={<Vacio />}>
        <DataTable.Col source="menuItem.seccion" label="Seccion" disableSort />
        <DataTable.Col source="menuItem.padre" label="Padre" disableSort />
        <DataTable.Col source="menuItem.nombre" label="Nombre" disableSort />
        <DataTable.Col source="autorizado" label="Autorizado" disableSort>
          <AutorizadoToggle />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
