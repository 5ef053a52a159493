/**
 * /api/compra and /api/notaCredito as the server answers them (docs/contract.md Compra, Nota de
 * crédito): lists of the obra, one document, create and update (409 once applied), generation from
 * an authorized order, comprobante upload and reference, aplicar (409 without a comprobante), PDFs;
 * the Historial de Compras (groups by proveedor over the rows of the `historialCompras` query mock)
 * and its Excel.
 */
import { http, HttpResponse } from 'msw';
import { schemas, type EntitySchema } from '../../schemas';
import { compraApi } from '../../schemas/api/compra';
import { formats } from '../../schemas/formats';
import { REQUIRED_MESSAGE } from '../../schemas/validation';
import type { Compra } from '../../schemas/generated/compra';
import type { NotaCredito } from '../../schemas/generated/notaCredito';
import type { CheckedDocument } from '../fixtures/cfdi';
import { compraAnswer, COMPROBANTE, compras, notaAnswer, notas } from '../fixtures/compras';
import { obras } from '../fixtures/obras';
import { ordenes } from '../fixtures/ordenes';
import { DOCUMENTO_NO_ENCONTRADO } from '../../schemas/lifecycle';
import { compraConNota, RANGO_INVERTIDO } from '../../schemas/purchasing';
import { gruposPorProveedor, historialRespuesta, rangoInvertido } from '../../schemas/historial';
import { comprobanteRoute, revisarCfdiRoute } from './cfdi';
import { validated } from './crud';
import { OBRA_NO_ENCONTRADA } from '../../schemas/messages';
import { documentMock } from './documents';
import { ordenDocument } from './ordenes';
import { historialCompras } from './queries/compras';
import { serveRecords } from './served-records';
import { errorResponse, matchesSearch, pageResponse, pdfResponse } from './util';

type Documento = (Compra | NotaCredito) & {
  id?: number;
  folio?: number;
  status?: string;
  comprobante?: string;
  proveedor?: { nombre?: string };
};

const byId = <T extends Documento>(rows: T[], id: unknown) => rows.find((row) => String(row.id) === String(id));
const searched = (row: Documento, search: string | null) =>
  matchesSearch(row, ['folio'], search) || matchesSearch(row.proveedor ?? {}, ['nombre'], search);

export const compraMock = documentMock<Compra>(schemas.compra, (action, compra) =>
  action === 'nota' && compra.tieneNotaCredito ? { status: 409, message: compraConNota(compra.folio ?? 0) } : undefined,
);
export const notaMock = documentMock<NotaCredito>(schemas.notaCredito);

/** The comprobante (with its CFDI, ./cfdi.ts), reference and PDF routes both documents share. */
function comprobanteRoutes<T extends Documento>(
  api: string,
  rows: T[],
  mock: ReturnType<typeof documentMock<T>>,
  schema: EntitySchema,
  facts?: (document: T) => CheckedDocument,
) {
  serveRecords(schema, rows);
  const cfdi = { schema, mock, find: (id: string) => byId(rows, id), facts };
  return [
    comprobanteRoute(api, cfdi),
    ...revisarCfdiRoute(api, cfdi),
    http.get(`${api}/:id/comprobanteUrl`, ({ params }) => {
      const row = byId(rows, params.id);
      if (!row) return errorResponse(404, mock.notFound);
      return row.comprobante
        ? HttpResponse.json({ url: row.comprobante })
        : errorResponse(404, DOCUMENTO_NO_ENCONTRADO);
    }),
    http.get(`${api}/:id/reporte`, ({ params }) =>
      byId(rows, params.id) ? pdfResponse() : errorResponse(404, mock.notFound),
    ),
  ];
}

const FECHA_INVALIDA = (compraApi.historial.querystring.properties as Record<string, { errorMessage: string }>).desde
  .errorMessage;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The server's 400s and 404 of the history's filters, in its order; or the query's parameters. */
function historialParams(url: URL): Response | Record<string, string> {
  const params = Object.fromEntries(
    ['obraId', 'proveedorId', 'desde', 'hasta'].flatMap((name) => {
      const value = url.searchParams.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  if (params.obraId === undefined) {
    return errorResponse(400, REQUIRED_MESSAGE, [{ field: 'obraId', message: REQUIRED_MESSAGE }]);
  }
  for (const name of ['desde', 'hasta']) {
    if (params[name] !== undefined && !formats.date.validate(params[name])) {
      return errorResponse(400, FECHA_INVALIDA, [{ field: name, message: FECHA_INVALIDA }]);
    }
  }
  if (!obras.some((obra) => String(obra.id) === params.obraId)) return errorResponse(404, OBRA_NO_ENCONTRADA);
  if (rangoInvertido(params)) return errorResponse(400, RANGO_INVERTIDO);
  return params;
}

/** GET /api/compra/historial: the applied compras summed per proveedor, by nombre, and the grand total. */
const historial = (params: Record<string, string>) =>
  historialRespuesta(gruposPorProveedor(historialCompras.rows!(params) as Parameters<typeof gruposPorProveedor>[0]));

export const compraHandlers = [
  // Before /api/compra/:id, which would take 'historial' for an id.
  http.get('/api/compra/historial', ({ request }) => {
    const params = historialParams(new URL(request.url));
    return params instanceof Response ? params : HttpResponse.json(historial(params));
  }),
  http.get('/api/compra/historial/excel', ({ request }) => {
    const params = historialParams(new URL(request.url));
    if (params instanceof Response) return params;
    // Not a workbook: the screen only saves what arrives, under its name.
    return HttpResponse.arrayBuffer(new TextEncoder().encode('PK').buffer, {
      headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="Historial de Compras.xlsx"' },
    });
  }),
  http.get(`${COMPROBANTE}`, pdfResponse),
  http.get('/api/compra', ({ request }) => {
    const url = new URL(request.url);
    const rows = compras.filter(
      (c) => String(c.obra.id) === url.searchParams.get('obraId') && searched(c, url.searchParams.get('toSearch')),
    );
    return pageResponse([...rows].reverse(), url);
  }),
  http.post('/api/compra/ordenCompra/:id', async ({ params }) => {
    const orden = await ordenDocument.act(
      ordenes.find((o) => String(o.id) === params.id),
      'generar',
    );
    const generada = byId(compras, 3);
    return orden.ok && generada ? compraMock.created(generada) : orden;
  }),
  ...comprobanteRoutes('/api/compra', compras, compraMock, schemas.compra),
  http.get('/api/compra/:id/reporteOrdenCompra', ({ params }) =>
    byId(compras, params.id)?.ordenCompra ? pdfResponse() : errorResponse(404, compraMock.notFound),
  ),
  http.post('/api/compra/:id/aplicar', ({ params }) => compraMock.act(byId(compras, params.id), 'aplicar')),
  http.get('/api/compra/:id', ({ params }) => compraMock.read(byId(compras, params.id))),
  http.post('/api/compra', async ({ request }) => {
    const checked = validated<Compra>(schemas.compra, await request.json());
    if (checked.error) return checked.error;
    return compraMock.created(
      compraAnswer({ ...checked.value, id: 6, folio: 6, status: 'creado', tieneNotaCredito: false }),
    );
  }),
  http.put('/api/compra', async ({ request }) => {
    const checked = validated<Compra>(schemas.compra, await request.json());
    if (checked.error) return checked.error;
    return compraMock.act(
      byId(compras, checked.value.id),
      'editar',
      (stored) => compraAnswer({ ...stored, ...checked.value, folio: stored.folio, status: stored.status }),
      checked.value,
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
    notaMock.act(byId(notas, ((await request.json()) as { id?: number }).id), 'aplicar'),
  ),
  ...comprobanteRoutes('/api/notaCredito', notas, notaMock, schemas.notaCredito, (nota) => ({
    total: nota.total,
    compra: byId(compras, nota.compraId),
  })),
  http.get('/api/notaCredito/:id', ({ params }) => notaMock.read(byId(notas, params.id))),
  http.post('/api/notaCredito', async ({ request }) => {
    const checked = validated<NotaCredito>(schemas.notaCredito, await request.json());
    if (checked.error) return checked.error;
    const compra = byId(compras, checked.value.compraId);
    if (!compra) return errorResponse(404, compraMock.notFound);
    const refused = await compraMock.act(compra, 'nota');
    if (!refused.ok) return refused;
    return notaMock.created(
      notaAnswer({
        ...checked.value,
        id: 3,
        folio: 3,
        folioCompra: compra.folio,
        proveedor: compra.proveedor,
        status: 'creado',
      }),
    );
  }),
  http.patch('/api/notaCredito', async ({ request }) => {
    const checked = validated<NotaCredito>(schemas.notaCredito, await request.json());
    if (checked.error) return checked.error;
    return notaMock.act(
      byId(notas, (checked.value as { id?: number }).id),
      'editar',
      (stored) => notaAnswer({ ...stored, ...checked.value, folio: stored.folio, status: stored.status }),
      checked.value,
    );
  }),
];
