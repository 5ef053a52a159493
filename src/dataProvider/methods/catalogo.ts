/**
 * The admin-defined catalogs: GET /api/catalogo answers every catalog's schema, completed by the
 * server. Each becomes a row of the resource table, so CRUD reaches its API like any other
 * resource's. The designer (`/api/configura/catalogos`, admins) reads and writes the admin's own
 * schemas; a saved one changes the served catalogs and the side menu, so both are read again.
 */
import { apiJson } from '../http';
import { registerEndpoints } from '../table';
import { encodeId, mutation, query } from './method';
import type {
  CatalogoDiseno,
  CatalogoNuevo,
  CatalogoRevisado,
  CatalogoCambiado,
  EntitySchema,
  RevisionCatalogo,
} from './types';

const DISENO = '/api/configura/catalogos';
/** What a saved catalog makes stale: the designer's list, the served catalogs, the side menu. */
const CATALOGO_GUARDADO = ['catalogosDiseno', 'catalogos', 'menuDeSeccion'];

export const catalogoMethods = {
  catalogos: query(async () => {
    const catalogos = await apiJson<EntitySchema[]>('/api/catalogo');
    registerEndpoints(catalogos);
    return catalogos;
  }),
  catalogosDiseno: query(() => apiJson<CatalogoDiseno[]>(DISENO)),
  /** A read despite the POST: nothing is stored. */
  revisarCatalogo: query((revision: RevisionCatalogo) =>
    apiJson<CatalogoRevisado>(`${DISENO}/revision`, { method: 'POST', body: revision }),
  ),
  crearCatalogo: mutation(
    (catalogo: CatalogoNuevo) => apiJson<CatalogoDiseno>(DISENO, { method: 'POST', body: catalogo }),
    CATALOGO_GUARDADO,
  ),
  cambiarCatalogo: mutation(
    ({ nombre, ...cambio }: CatalogoCambiado) =>
      apiJson<CatalogoDiseno>(`${DISENO}/${encodeId(nombre)}`, { method: 'PUT', body: cambio }),
    CATALOGO_GUARDADO,
  ),
};
