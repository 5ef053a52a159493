/**
 * /api/ordenCompra as the server answers it (docs/contract.md Orden de compra): one obra's orders
 * paged, one order, create (folio, status creado, totals) and update (409 unless creado), autorizar,
 * cancelar, the PDF; and the product search of the lines.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { OrdenCompra } from '../../schemas/generated/ordenCompra';
import { conceptos } from '../fixtures/conceptos';
import { CREDENCIAL_PDF } from '../fixtures/documentos';
import { ordenAnswer, ordenes } from '../fixtures/ordenes';
import { proveedores } from '../fixtures/proveedores';
import { validated } from './crud';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved, savedOrStale } from './version';

const NO_ENCONTRADA = 'Orden de compra no encontrada';
const find = (id: unknown) => ordenes.find((o) => String(o.id) === String(id));
const ya = (orden: OrdenCompra) =>
  errorResponse(
    409,
    orden.status === 'cancelado' ? 'La orden de compra ya esta cancelada..' : 'La orden de compra ya esta autorizada..',
  );
const named = (orden: OrdenCompra): OrdenCompra => ({
  ...orden,
  proveedor: {
    id: orden.proveedor.id,
    nombre: proveedores.find((p) => p.id === orden.proveedor.id)?.nombre ?? orden.proveedor.nombre ?? '',
  },
});

function transition(id: unknown, status: OrdenCompra['status']) {
  const orden = find(id);
  if (!orden) return errorResponse(404, NO_ENCONTRADA);
  if (orden.status !== 'creado') return ya(orden);
  return HttpResponse.json(saved({ ...orden, status }));
}

export const ordenCompraHandlers = [
  http.get('/api/concepto/byClasificacionAndName', ({ request }) => {
    const url = new URL(request.url);
    const clasificacion = url.searchParams.get('clasificacion');
    const found = conceptos.filter(
      (c) =>
        c.clasificacion?.nombre === clasificacion &&
        matchesSearch(c, ['nombre', 'descripcion'], url.searchParams.get('search')),
    );
    return HttpResponse.json(found.slice(0, 20));
  }),
  http.get('/api/ordenCompra/byObra/:obraId', ({ request, params }) => {
    const url = new URL(request.url);
    const search = url.searchParams.get('toSearch');
    const rows = ordenes.filter(
      (o) =>
        String(o.obra.id) === params.obraId &&
        (matchesSearch(o, ['folio'], search) || matchesSearch(o.proveedor, ['nombre'], search)),
    );
    return pageResponse([...rows].reverse(), url);
  }),
  http.get('/api/ordenCompra/:id/reporte', ({ params }) =>
    find(params.id)
      ? new HttpResponse(CREDENCIAL_PDF, { headers: { 'content-type': 'application/pdf' } })
      : errorResponse(404, NO_ENCONTRADA),
  ),
  http.post('/api/ordenCompra/:id/autorizar', ({ params }) => transition(params.id, 'autorizado')),
  http.patch('/api/ordenCompra/:id/cancelar', ({ params }) => transition(params.id, 'cancelado')),
  // No approval limit unless a story sets one.
  http.get('/api/ordenCompra/:id/limite', ({ params }) =>
    find(params.id) ? HttpResponse.json({ limite: null }) : errorResponse(404, NO_ENCONTRADA),
  ),
  http.get('/api/ordenCompra/:id', ({ params }) => {
    const orden = find(params.id);
    return orden ? HttpResponse.json(orden) : errorResponse(404, NO_ENCONTRADA);
  }),
  http.post('/api/ordenCompra', async ({ request }) => {
    const checked = validated<OrdenCompra>(schemas.ordenCompra, await request.json());
    if (checked.error) return checked.error;
    const id = Math.max(...ordenes.map((o) => o.id ?? 0)) + 1;
    const folio = Math.max(...ordenes.map((o) => o.folio ?? 0)) + 1;
    return HttpResponse.json(saved(named(ordenAnswer({ ...checked.value, id, folio, status: 'creado' }))), {
      status: 201,
    });
  }),
  http.put('/api/ordenCompra', async ({ request }) => {
    const checked = validated<OrdenCompra>(schemas.ordenCompra, await request.json());
    if (checked.error) return checked.error;
    const stored = find(checked.value.id);
    if (!stored) return errorResponse(404, NO_ENCONTRADA);
    if (stored.status !== 'creado') return ya(stored);
    return savedOrStale(
      stored,
      checked.value,
      named(ordenAnswer({ ...checked.value, folio: stored.folio, status: stored.status })),
    );
  }),
];
