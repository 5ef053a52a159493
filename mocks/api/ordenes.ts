/**
 * /api/ordenCompra as the server answers it (docs/contract.md Orden de compra): one obra's orders
 * paged, one order with its acciones, create (folio, status creado, totals), update, autorizar
 * (with its justificacion above the obra's Insumos budget) and cancelar with the lifecycle's
 * answers (./documents.ts), the budget impact, the PDF; and the product search of the lines.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { OrdenCompra } from '../../schemas/generated/ordenCompra';
import { conceptos } from '../fixtures/conceptos';
import { CREDENCIAL_PDF } from '../fixtures/documentos';
import type { OrdenCompraImpactoReply } from '../../schemas/generated/api';
import { cifras, obras } from '../fixtures/obras';
import { ordenAnswer, ordenes } from '../fixtures/ordenes';
import { proveedores } from '../fixtures/proveedores';
import { limiteExcedido, quienesAutorizan, type Limites } from '../../schemas/approval';
import { sucursales } from '../fixtures/sucursales';
import { parseCents, toCents } from '../../schemas/money';
import {
  compraYaGenerada,
  impactoEnInsumos,
  JUSTIFICACION_INVALIDA,
  JUSTIFICACION_PATTERN,
  presupuestoSinJustificar,
  type LineaInsumos,
} from '../../schemas/purchasing';
import { compras } from '../fixtures/compras';
import { INVALID_INPUT, validated } from './crud';
import { documentMock } from './documents';
import { serveRecords } from './served-records';
import { errorResponse, matchesSearch, pageResponse } from './util';

serveRecords(schemas.ordenCompra, ordenes);
const find = (id: unknown) => ordenes.find((o) => String(o.id) === String(id));
const named = (orden: OrdenCompra): OrdenCompra => ({
  ...orden,
  proveedor: {
    id: orden.proveedor.id,
    nombre: proveedores.find((p) => p.id === orden.proveedor.id)?.nombre ?? orden.proveedor.nombre ?? '',
  },
});

/** The obra's Insumos line in cents from its mocked figures (../fixtures/obras.ts), a creado order not in them. */
function insumosDe(orden: OrdenCompra): LineaInsumos {
  const figures = cifras[orden.obra.id];
  return {
    presupuesto: toCents(obras.find((o) => o.id === orden.obra.id)?.insumos ?? 0),
    ejercido: toCents(figures?.insumos ?? 0),
    comprometido: toCents(figures?.comprometido ?? 0),
  };
}

/** GET /api/ordenCompra/{id}/impacto. */
export const impactoDe = (orden: OrdenCompra): OrdenCompraImpactoReply =>
  impactoEnInsumos(insumosDe(orden), toCents(orden.total ?? 0));

/** The authorization's 409 once the order is in its obra's sums: above the budget without a justificacion. */
function rebasado(action: string, orden: OrdenCompra) {
  if (action !== 'autorizar') return undefined;
  const linea = insumosDe(orden);
  const message = presupuestoSinJustificar(
    { ...linea, comprometido: linea.comprometido + toCents(orden.total ?? 0) },
    orden.justificacion,
  );
  return message ? { status: 409, message } : undefined;
}

const JUSTIFICACION = new RegExp(JUSTIFICACION_PATTERN, 'u');

/** Autorizar's body as the route's contract checks it: a justificacion, when sent, of 1 to 500 characters. */
async function justificacionDe(request: Request): Promise<{ justificacion?: string } | Response> {
  const text = await request.text();
  const { justificacion } = ((text ? JSON.parse(text) : null) ?? {}) as { justificacion?: unknown };
  if (justificacion === undefined) return {};
  if (typeof justificacion === 'string' && JUSTIFICACION.test(justificacion))
    return { justificacion: justificacion.trim() };
  return errorResponse(400, INVALID_INPUT, [{ field: 'justificacion', message: JUSTIFICACION_INVALIDA }]);
}

const centsOf = (value: number | undefined) => (value === undefined ? null : toCents(value));

/** The limits of a document's sucursal (its obra's), as the sucursal fixtures keep them. */
export function limitesDe(documento: { obra: { id: number } }): Limites {
  const sucursalId = obras.find((obra) => obra.id === documento.obra.id)?.sucursal?.id;
  const sucursal = sucursales.find((row) => row.id === sucursalId);
  return {
    ROLE_USER: centsOf(sucursal?.limiteUsuario),
    ROLE_ASSISTANT: centsOf(sucursal?.limiteAsistente),
    ROLE_ADMIN: centsOf(sucursal?.limiteAdmin),
  };
}

/** The order mock; `limite` (cents) is the caller's approval limit, none by default. */
const ordenMock = (limite: bigint | null) =>
  documentMock<OrdenCompra>(
    schemas.ordenCompra,
    (action, orden) => {
      const total = parseCents(orden.total) ?? 0n;
      if (action === 'autorizar' && limite !== null && total > limite) {
        return { status: 403, message: limiteExcedido(limite, quienesAutorizan(limitesDe(orden), total)) };
      }
      const compra = action === 'generar' ? compras.find((c) => c.ordenCompra?.id === orden.id) : undefined;
      return compra && { status: 409, message: compraYaGenerada(orden.folio ?? 0, compra.folio ?? 0) };
    },
    rebasado,
  );

/** The order mock of a caller without an approval limit (generating a compra asks it too). */
export const ordenDocument = ordenMock(null);

/** /api/ordenCompra with the caller's approval limit (a story's), in cents. */
export function ordenCompraHandlersWith(limite: bigint | null) {
  const mock = ordenMock(limite);
  return [
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
        : errorResponse(404, mock.notFound),
    ),
    http.get('/api/ordenCompra/:id/impacto', ({ params }) => {
      const orden = find(params.id);
      return orden ? HttpResponse.json(impactoDe(orden)) : errorResponse(404, mock.notFound);
    }),
    http.post('/api/ordenCompra/:id/autorizar', async ({ request, params }) => {
      const body = await justificacionDe(request);
      if (body instanceof Response) return body;
      return mock.act(find(params.id), 'autorizar', (orden) => ({ ...orden, ...body }));
    }),
    http.patch('/api/ordenCompra/:id/cancelar', ({ params }) => mock.act(find(params.id), 'cancelar')),
    http.get('/api/ordenCompra/:id', ({ params }) => mock.read(find(params.id))),
    http.post('/api/ordenCompra', async ({ request }) => {
      const checked = validated<OrdenCompra>(schemas.ordenCompra, await request.json());
      if (checked.error) return checked.error;
      const id = Math.max(...ordenes.map((o) => o.id ?? 0)) + 1;
      const folio = Math.max(...ordenes.map((o) => o.folio ?? 0)) + 1;
      return mock.created(named(ordenAnswer({ ...checked.value, id, folio, status: 'creado' })));
    }),
    http.put('/api/ordenCompra', async ({ request }) => {
      const checked = validated<OrdenCompra>(schemas.ordenCompra, await request.json());
      if (checked.error) return checked.error;
      return mock.act(
        find(checked.value.id),
        'editar',
        (stored) => named(ordenAnswer({ ...checked.value, folio: stored.folio, status: stored.status })),
        checked.value,
      );
    }),
  ];
}

export const ordenCompraHandlers = ordenCompraHandlersWith(null);
