/**
 * The admin-defined catalogs: GET /api/catalogo answers every catalog's schema, completed by the
 * server. Each becomes a row of the resource table, so CRUD reaches its API like any other
 * resource's. Beside CRUD, a catalog imports a sheet (a preview, then the confirmed import) and
 * exports its list (schemas/api/catalogo-diseno.ts). The designer (`/api/configura/catalogos`,
 * admins) reads and writes the admin's own schemas; a saved one changes the served catalogs and the
 * side menu, so both are read again.
 */
import type { CatalogoArchivoImportarReply } from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { registerEndpoints } from '../table';
import { apiUpload } from '../upload';
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

export type Importacion = CatalogoArchivoImportarReply;

export interface ImportarCatalogo {
  /** The catalog's name (`maquinaria`). */
  catalogo: string;
  /** The .xlsx or .csv sheet. */
  archivo: File;
  /** False reads and checks only; true stores the valid rows. */
  confirmar: boolean;
  /** Whole percent of the sheet sent. */
  onProgress?: (percent: number) => void;
}

const base = (catalogo: string) => `/api/catalogo/${encodeId(catalogo)}`;

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
  // The confirmed import changes the catalog's list; its screen refreshes that resource by name.
  importarCatalogo: mutation(({ catalogo, archivo, confirmar, onProgress }: ImportarCatalogo) => {
    const body = new FormData();
    body.append('archivo', archivo, archivo.name);
    body.append('confirmar', String(confirmar));
    return apiUpload<Importacion>(`${base(catalogo)}/importar`, body, { method: 'POST', onProgress });
  }, []),
  exportarCatalogo: query(({ catalogo, toSearch }: { catalogo: string; toSearch?: string }) =>
    apiBlob(`${base(catalogo)}/exportar`, { toSearch }),
  ),
};
