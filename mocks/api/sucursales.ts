/** /api/sucursal reads (SPEC.md §7 sucursal): one, the full list and the paged search by nombre. */
import { http, HttpResponse } from 'msw';
import { sucursales } from '../fixtures/sucursales';
import { errorResponse, matchesSearch, pageResponse } from './util';

export const sucursalHandlers = [
  http.get('/api/sucursal/lista', () => HttpResponse.json(sucursales)),
  http.get('/api/sucursal/paginaPorNombre', ({ request }) => {
    const url = new URL(request.url);
    return pageResponse(sucursales.filter((s) => matchesSearch(s, ['nombre'], url.searchParams.get('search'))), url);
  }),
  http.get('/api/sucursal/:idSucursal', ({ params }) => {
    const found = sucursales.find((s) => String(s.id) === params.idSucursal);
    return found ? HttpResponse.json(found) : errorResponse(404, 'Sucursal no encontrada');
  }),
];
