/** GET /api/catalogo (every admin-defined catalog with its schema) and each catalog's records API. */
import { http, HttpResponse } from 'msw';
import { catalogos, maquinaria, maquinariaRegistros, type RegistroCatalogo } from '../fixtures/catalogos';
import { sucursales } from '../fixtures/sucursales';
import { crudHandlers } from './crud';

const { id, nombre } = sucursales[0];

export const catalogoHandlers = [
  http.get('/api/catalogo', () => HttpResponse.json(catalogos)),
  ...crudHandlers<RegistroCatalogo>({
    schema: maquinaria,
    api: '/api/catalogo/maquinaria',
    records: maquinariaRegistros,
    searched: ['nombre', 'tipo', 'marca', 'numeroSerie', 'estado'],
    notFound: 'Registro no encontrado',
    answer: (record) => ({ ...record, sucursal: { id, nombre } }),
    delete: true,
  }),
];
