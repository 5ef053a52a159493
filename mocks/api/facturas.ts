/**
 * /api/factura and /api/ingresos as the server answers them (docs/contract.md Factura (cobro),
 * Ingresos): lists of the obra (por cobrar, by cliente), the aging per cliente, one factura with
 * its ingresos, multipart create and edit with the PDF, comprobante, and ingresos stored all or
 * nothing against the saldos.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Factura } from '../../schemas/generated/factura';
import { centsToText, fromCents, parseCents, sumCents, toCents } from '../../schemas/money';
import {
  FACTURA_NO_ENCONTRADA,
  FACTURA_SIN_PDF,
  ingresoExcedeSaldo,
  totalBajoCobrado,
} from '../../schemas/receivables';
import { DOCUMENTO_NO_ENCONTRADO } from '../../schemas/lifecycle';
import { COMPROBANTE } from '../fixtures/compras';
import { facturas, type FacturaMock } from '../fixtures/facturas';
import { agingOf } from '../../schemas/aging';
import { comprobanteRoute, revisarCfdiRoute } from './cfdi';
import { INVALID_INPUT, validated } from './crud';
import { documentMock } from './documents';
import { serveRecords } from './served-records';
import { errorResponse, matchesSearch, pageResponse } from './util';

export const FILE_REQUIRED = 'A file is required for upload.';
export const facturaMock = documentMock<FacturaMock>(schemas.factura);

serveRecords(schemas.factura, facturas);
const byId = (id: unknown) => facturas.find((row) => String(row.id) === String(id));
const cfdi = { schema: schemas.factura, mock: facturaMock, find: byId };
const param = (url: URL, name: string) => url.searchParams.get(name);

function listed(url: URL, porCobrar = false) {
  const obraId = param(url, 'obraId');
  const clienteId = param(url, 'clienteId') ?? param(url, 'clientId');
  const search = param(url, 'toSearch');
  const rows = facturas.filter(
    (f) =>
      (!obraId || String(f.obra.id) === obraId) &&
      (!clienteId || String(f.cliente.id) === clienteId) &&
      (!(porCobrar || param(url, 'porCobrar') === 'true') || f.saldo > 0) &&
      (matchesSearch(f, ['folio'], search) || matchesSearch(f.cliente, ['nombre'], search)),
  );
  return pageResponse(
    rows.map(({ ingresos: _ingresos, ...row }) => row),
    url,
  );
}

/** The same buckets the server sums in SQL, over the fixtures. */
const antiguedad = (obraId: string | null) =>
  agingOf(
    'cliente',
    facturas
      .filter((f) => !obraId || String(f.obra.id) === obraId)
      .map((f) => ({
        parte: { id: f.cliente.id, nombre: f.cliente.nombre ?? '' },
        saldo: f.saldo,
        promesaPago: f.promesaPago ?? f.fecha,
      })),
  );

/** The multipart body: the `factura` part (text or JSON Blob) and the PDF parts `files`. */
async function multipart(request: Request) {
  const form = await request.formData();
  const part = form.get('factura');
  const text = typeof part === 'string' ? part : await (part as Blob | null)?.text();
  const files = form.getAll('files').filter((file): file is File => file instanceof Blob && file.size > 0);
  return { body: text ? (JSON.parse(text) as unknown) : {}, files };
}

const cobrado = (f: FacturaMock) => sumCents(f.ingresos.map((i) => i.monto));

export const facturaHandlers = [
  http.get('/api/factura/antiguedad', ({ request }) =>
    HttpResponse.json(antiguedad(param(new URL(request.url), 'obraId'))),
  ),
  http.get('/api/factura/porcoborar', ({ request }) => listed(new URL(request.url), true)),
  http.get('/api/factura/byObraAndCliente', ({ request }) => listed(new URL(request.url))),
  http.get('/api/factura', ({ request }) => listed(new URL(request.url))),
  comprobanteRoute('/api/factura', cfdi),
  ...revisarCfdiRoute('/api/factura', cfdi),
  http.get('/api/factura/:id/comprobanteUrl', ({ params }) => {
    const row = byId(params.id);
    if (!row) return errorResponse(404, FACTURA_NO_ENCONTRADA);
    return row.comprobante ? HttpResponse.json({ url: row.comprobante }) : errorResponse(404, DOCUMENTO_NO_ENCONTRADO);
  }),
  http.get('/api/factura/:id', ({ params }) => facturaMock.read(byId(params.id))),
  http.post('/api/factura', async ({ request }) => {
    const { body, files } = await multipart(request);
    const checked = validated<Factura>(schemas.factura, body);
    if (checked.error) return checked.error;
    if (files.length === 0) return errorResponse(400, FACTURA_SIN_PDF, [{ field: 'files', message: FILE_REQUIRED }]);
    const factura = checked.value;
    return facturaMock.created({
      ...factura,
      id: 10,
      promesaPago: factura.promesaPago ?? factura.fecha,
      saldo: factura.total,
      comprobante: COMPROBANTE,
      ingresos: [],
    });
  }),
  http.put('/api/factura', async ({ request }) => {
    const { body } = await multipart(request);
    const checked = validated<Factura>(schemas.factura, body);
    if (checked.error) return checked.error;
    const stored = byId(checked.value.id);
    if (stored && toCents(checked.value.total) < cobrado(stored)) {
      return errorResponse(409, totalBajoCobrado(cobrado(stored)));
    }
    return facturaMock.act(
      stored,
      'editar',
      (row) => ({
        ...row,
        ...checked.value,
        saldo: fromCents(toCents(checked.value.total) - cobrado(row)),
      }),
      checked.value,
    );
  }),
  http.post('/api/ingresos', async ({ request }) => {
    const lineas = (await request.json()) as { factura: { id: number }; monto: number; fecha: string }[];
    const saldos = new Map<number, bigint>();
    for (const [i, linea] of lineas.entries()) {
      const factura = byId(linea.factura.id);
      if (!factura) return errorResponse(404, FACTURA_NO_ENCONTRADA);
      const monto = parseCents(linea.monto);
      if (monto === null || monto <= 0n) {
        return errorResponse(400, INVALID_INPUT, [
          { field: `${i}.monto`, message: 'El monto debe ser mayor a cero..' },
        ]);
      }
      saldos.set(factura.id, (saldos.get(factura.id) ?? toCents(factura.saldo)) - monto);
    }
    for (const [id, saldo] of saldos) {
      const factura = byId(id)!;
      if (saldo < 0n) return errorResponse(409, ingresoExcedeSaldo(factura.folio, toCents(factura.saldo)));
    }
    const stored = lineas.map((linea, i) => {
      const factura = byId(linea.factura.id)!;
      const ingreso = { ...linea, id: 100 + i };
      factura.ingresos.push({ id: ingreso.id, fecha: linea.fecha, monto: linea.monto });
      factura.saldo = Number(centsToText(saldos.get(factura.id)!));
      return ingreso;
    });
    return HttpResponse.json(
      stored.map(({ factura: { id }, ...ingreso }) => {
        const factura = byId(id)!;
        return { ...ingreso, factura: { id, folio: factura.folio, saldo: factura.saldo } };
      }),
      { status: 201 },
    );
  }),
];
