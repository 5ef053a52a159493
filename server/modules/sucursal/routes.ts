/**
 * HTTP of the sucursal group (contracts: schemas/api/sucursal.ts), derived from the entity. Reading
 * the catalog is a Configuracion task, so it needs ROLE_ADMIN or above; a sucursal row is shared by
 * every branch, so only a superuser writes it (an admin is confined to one sucursal). `lista` and one
 * sucursal by id feed the sucursal selectors and fields of other editors (a user's own profile shows
 * their sucursal), so any signed-in user may read them; without the /configura/sucursales permiso
 * only id and nombre (their contract is `lookupOf`, server/auth/lookup-view.ts): the limits are the
 * catalog's.
 */
import { sucursalApi } from '../../../schemas/api/sucursal';
import { entityRoutes } from '../../entity/routes';
import { listaSucursales, sucursales } from './service';

const shared = { role: 'ROLE_SUPERUSER' as const };
const lookup = 'authenticated' as const;

export const sucursalModule = entityRoutes(sucursales, sucursalApi, {
  access: { role: 'ROLE_ADMIN' },
  paths: {
    create: { access: shared },
    update: { access: shared },
    page: { path: '/paginaPorNombre' },
    get: { access: lookup },
  },
  routes: { lista: { path: '/lista', access: lookup, answer: ({ db }) => listaSucursales(db) } },
});
