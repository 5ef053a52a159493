/**
 * /api/compra and /api/notaCredito as the server answers them (docs/contract.md Compra, Nota de
 * crédito): lists of the obra, one document, create and update (409 once applied), generation from
 * an authorized order, comprobante upload and reference, aplicar (409 without a comprobante), PDFs.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Compra } from '../../schemas/generated/compra';
import type { NotaCredito } from '../../schemas/generated/notaCredito';
import { compraAnswer, COMPROBANTE, compras, notaAnswer, notas } from '../fixtures/compras';
import { CREDENCIAL_PDF } from '../fixtures/documentos';
import { ordenes } from '../fixtures/ordenes';
import { validated } from './crud';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved, savedOrStale } from './version';

type Documento = (Compra | NotaCredito) & {
  id?: number;
  folio?: number;
  status?: string;
  comprobante?: string;
  proveedor?: { nombre?: string };
};

const APLICADA = 'El documento ya esta aplicado..';
const SIN_COMPROBANTE = 'Adjunte el comprobante antes de aplicar..';
const pdf = () => new HttpResponse(CREDENCIAL_PDF, { headers: { 'content-type': 'application/pdf' } });
const byId = <T extends Documento>(rows: T[], id: unknown) => rows.find((row) => String(row.id) === String(id));
const searched = (row: Documento, search: string | null) =>
  matchesSearch(row, ['folio'], search) || matchesSearch(row.proveedor ?? {}, ['nombre'], search);

/** The comprobante, aplicar, reference and PDF routes both documents share. */
function lifecycle<T extends Documento>(api: string, rows: T[], notFound: string) {
  const found = (id: unknown, then: (row: T) => Response) => {
    const row = byId(rows, id);
    return row ? then(row) : errorResponse(404, notFound);
  };
  return [
    http.patch(`${api}/:id/comprobante`, ({ params }) =>
      found(params.id, (row) =>
        row.status === 'aplicado'
          ? errorResponse(409, APLICADA)
          : HttpResponse.json(saved({ ...row, comprobante: COMPROBANTE })),
      ),
    ),
    http.get(`${api}/:id/comprobanteUrl`, ({ params }) =>
      found(params.id, (row) =>
        row.comprobante ? HttpResponse.json({ url: row.comprobante }) : errorResponse(404, 'Documento no encontrado'),
      ),
    ),
    http.get(`${api}/:id/reporte`, ({ params }) => found(params.id, pdf)),
  ];
}

function aplicar<T extends Documento>(row: T | undefined, notFound: string) {
  if (!row) return errorResponse(404, notFound);
  if (row.status === 'aplicado') return errorResponse(409, APLICADA);
  if (!row.comprobante) return errorResponse(409, SIN_COMPROBANTE);
  return HttpResponse.json(saved({ ...row, status: 'aplicado' }));
}

const COMPRA_NO_ENCONTRADA = 'Compra no encontrada';
const NOTA_NO_ENCONTRADA = 'Nota de credito no encontrada';

export const compraHandlers = [
  http.get(`${COMPROBANTE}`, pdf),
  http.get('/api/compra', ({ request }) => {
    const url = new URL(request.url);
    const rows = compras.filter(
      (c) => String(c.obra.id) === url.searchParams.get('obraId') && searched(c, url.searchParams.get('toSearch')),
    );
    return pageResponse([...rows].reverse(), url);
  }),
  http.post('/api/compra/ordenCompra/:id', ({ params }) => {
    const orden = ordenes.find((o) => String(o.id) === params.id);
    if (orden?.status !== 'autorizado') return errorResponse(409, 'Solo se genera la compra de una orden autorizada..');
    return HttpResponse.json(byId(compras, 3), { status: 201 });
  }),
  ...lifecycle('/api/compra', compras, COMPRA_NO_ENCONTRADA),
  http.get('/api/compra/:id/reporteOrdenCompra', ({ params }) =>
    byId(compras, params.id)?.ordenCompra ? pdf() : errorResponse(404, COMPRA_NO_ENCONTRADA),
  ),
  http.post('/api/compra/:id/aplicar', ({ params }) => aplicar(byId(compras, params.id), COMPRA_NO_ENCONTRADA)),
  http.get('/api/compra/:id', ({ params }) =>
    HttpResponse.json(byId(compras, params.id) ?? null, { status: byId(compras, params.id) ? 200 : 404 }),
  ),
  http.post('/api/compra', async ({ request }) => {
    const checked = validated<Compra>(schemas.compra, await request.json());
    if (checked.error) return checked.error;
    return HttpResponse.json(
      saved(compraAnswer({ ...checked.value, id: 6, folio: 6, status: 'creado', tieneNotaCredito: false })),
      { status: 201 },
    );
  }),
  http.put('/api/compra', async ({ request }) => {
    const checked = validated<Compra>(schemas.compra, await request.json());
    if (checked.error) return checked.error;
    const stored = byId(compras, checked.value.id);
    if (!stored) return errorResponse(404, COMPRA_NO_ENCONTRADA);
    if (stored.status === 'aplicado') return errorResponse(409, APLICADA);
    return savedOrStale(
      stored,
      checked.value,
      compraAnswer({ ...stored, ...checked.value, folio: stored.folio, status: stored.status }),
    );
  }),
];

export const notaCreditoHandlers = [
  http.get('/api/notaCredito/obra/:obraId', ({ request, params }) => {
    const url = new URL(request.url);
    const rows = notas.filter(
      (n) => String(n.obra?.id) === params.obraId && searched(n, url.searchParams.get('toSearch')),
    );
    return pageResponse([...rows].reverse(), url);
  }),
  http.patch('/api/notaCredito/aplicar', async ({ request }) =>
    aplicar(byId(notas, ((await request.json()) as { id?: number }).id), NOTA_NO_ENCONTRADA),
  ),
  ...lifecycle('/api/notaCredito', notas, NOTA_NO_ENCONTRADA),
  http.get('/api/notaCredito/:id', ({ params }) =>
    HttpResponse.json(byId(notas, params.id) ?? null, { status: byId(notas, params.id) ? 200 : 404 }),
  ),
  http.post('/api/notaCredito', async ({ request }) => {
    const checked = validated<NotaCredito>(schemas.notaCredito, await request.json());
    if (checked.error) return checked.error;
    const compra = byId(compras, checked.value.compraId);
    if (compra?.status !== 'aplicado') return errorResponse(409, 'Solo una compra aplicada admite nota de credito..');
    return HttpResponse.json(
      saved(
        notaAnswer({
          ...checked.value,
          id: 3,
          folio: 3,
          folioCompra: compra.folio,
          proveedor: compra.proveedor,
          status: 'creado',
        }),
      ),
      { status: 201 },
    );
  }),
  http.patch('/api/notaCredito', async ({ request }) => {
    const checked = validated<NotaCredito>(schemas.notaCredito, await request.json());
    if (checked.error) return checked.error;
    const stored = byId(notas, (checked.value as { id?: number }).id);
    if (!stored) return errorResponse(404, NOTA_NO_ENCONTRADA);
    if (stored.status === 'aplicado') return errorResponse(409, APLICADA);
    return savedOrStale(
      stored,
      checked.value,
      notaAnswer({ ...stored, ...checked.value, folio: stored.folio, status: stored.status }),
    );
  }),
];
