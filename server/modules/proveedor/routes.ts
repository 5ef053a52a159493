/**
 * HTTP of the proveedor group (contracts: schemas/api/proveedor.ts), derived from the entity; under
 * the /proveedores menu item, the autocomplete also under the screens that pick proveedores (whose
 * users get only the picker fields, server/auth/lookup-view.ts). The page answers at /page.
 */
import { proveedorApi } from '../../../schemas/api/proveedor';
import { entityRoutes } from '../../entity/routes';
import { proveedores } from './service';

export const proveedorModule = entityRoutes(proveedores, proveedorApi, {
  paths: { page: { path: '/page' } },
});
