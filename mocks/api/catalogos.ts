/**
 * GET /api/catalogo (every admin-defined catalog with its schema), each catalog's records API, its
 * import and export, and the multipart writes of one with files (Herramientas).
 */
import { http, HttpResponse } from 'msw';
import { catalogos, maquinaria, maquinariaRegistros, type RegistroCatalogo } from '../fixtures/catalogos';
import { herramientaRegistros, herramientas } from '../fixtures/herramientas';
import { obras } from '../fixtures/obras';
import { sucursales } from '../fixtures/sucursales';
import { catalogoArchivoHandlers } from './catalogoArchivos';
import { multipartCatalogHandlers } from './catalogoRegistros';
import { crudHandlers } from './crud';

const { id, nombre } = sucursales[0];
const NOT_FOUND = 'Registro no encontrado';

export const catalogoHandlers = [
  http.get('/api/catalogo', () => HttpResponse.json(catalogos)),
  ...catalogoArchivoHandlers,
  ...crudHandlers<RegistroCatalogo>({
    schema: maquinaria,
    api: '/api/catalogo/maquinaria',
    records: maquinariaRegistros,
    searched: ['nombre', 'tipo', 'marca', 'numeroSerie', 'estado'],
    notFound: NOT_FOUND,
    answer: (record) => ({ ...record, sucursal: { id, nombre } }),
    delete: true,
  }),
  // Before the JSON writes of crudHandlers: this catalog writes multipart.
  ...multipartCatalogHandlers({
    schema: herramientas,
    records: herramientaRegistros,
    notFound: NOT_FOUND,
    referenced: {
      'catalogos/maquinaria': maquinariaRegistros.map((r) => ({ id: r.id, nombre: String(r.nombre) })),
      obras,
    },
    sucursal: { id, nombre },
  }),
  ...crudHandlers<RegistroCatalogo>({
    schema: herramientas,
    api: '/api/catalogo/herramientas',
    records: herramientaRegistros,
    searched: ['nombre'],
    notFound: NOT_FOUND,
    delete: true,
  }),
];
