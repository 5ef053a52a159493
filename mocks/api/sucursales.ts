/** /api/sucursal (docs/product.md §7 sucursal): one, the full list, the paged search by nombre, create and update. */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Sucursal } from '../../schemas/generated/sucursal';
import { sucursales } from '../fixtures/sucursales';
import { validated } from './crud';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved, savedOrStale } from './version';

export const sucursalHandlers = [
  http.get('/api/sucursal/lista', () => HttpResponse.json(sucursales)),
  http.get('/api/sucursal/paginaPorNombre', ({ request }) => {
    const url = new URL(request.url);
    return pageResponse(
      sucursales.filter((s) => matchesSearch(s, ['nombre'], url.searchParams.get('search'))),
      url,
    );
  }),
  http.get('/api/sucursal/:idSucursal', ({ params }) => {
    const found = sucursales.find((s) => String(s.id) === params.idSucursal);
    return found ? HttpResponse.json(found) : errorResponse(404, 'Sucursal no encontrada');
  }),
  http.post('/api/sucursal', async ({ request }) => {
    const checked = validated<Sucursal>(schemas.sucursal, await request.json());
    if (checked.error) return checked.error;
    return HttpResponse.json(saved({ ...checked.value, id: sucursales.length + 1 }), { status: 201 });
  }),
  http.put('/api/sucursal', async ({ request }) => {
    const checked = validated<Sucursal>(schemas.sucursal, await request.json());
    if (checked.error) return checked.error;
    const stored = sucursales.find((s) => s.id === checked.value.id);
    return stored ? savedOrStale(stored, checked.value, checked.value) : errorResponse(404, 'Sucursal no encontrada');
  }),
];
