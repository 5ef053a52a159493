/**
 * /api/pago as the server answers it (docs/contract.md Pago): registering a payment (the whole
 * saldo of each listed charge, refused with the server's texts and nothing paid), the history of an
 * obra's pagos, one pago with the charges it paid, and the history's Excel. A payment is kept in the
 * ledger the contabilidad mocks read (./libro.ts): its charges' saldos go to 0 and the pago joins
 * the history, so every screen sees what it changed.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { PagoRegistrarBody } from '../../schemas/generated/api';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../schemas/messages';
import { fromCents, parseCents, sumCents, toCents } from '../../schemas/money';
import {
  CARGO_NO_ENCONTRADO,
  CARGO_REPETIDO,
  cargoDeOtraObra,
  cargoDeOtroProveedor,
  cargoNoAutorizado,
  cargoYaPagado,
  montoNoEsSaldo,
  cargosCambiaron,
  SIN_CARGOS_POR_PAGAR,
} from '../../schemas/payables';
import { obras } from '../fixtures/obras';
import type { CargoMock } from '../fixtures/cargos';
import type { PagoMock } from '../fixtures/pagos';
import { proveedores } from '../fixtures/proveedores';
import { INVALID_INPUT } from './crud';
import { documentMock } from './documents';
import { libro } from './libro';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved } from './version';

export const pagoMock = documentMock<PagoMock>(schemas.pago);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TITULO_HISTORIAL = schemas.pago['x-resource']!.label;

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** The history's order and search: recent first; folio, descripcion, forma de pago and proveedor. */
function historial(request: Request) {
  const obraId = param(request, 'obraId');
  const search = param(request, 'toSearch');
  return libro.pagos
    .filter((pago) => String(pago.obra.id) === obraId)
    .filter(
      (pago) =>
        matchesSearch(pago, ['folio', 'descripcion', 'formaPago'], search) ||
        matchesSearch(pago.proveedor, ['nombre'], search),
    )
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id);
}

/** The authorized unpaid charges of an obra and a proveedor: what paying them all pays. */
const porPagar = (obraId: unknown, proveedorId: unknown) =>
  libro.cargos.filter(
    (row) =>
      String(row.obra.id) === String(obraId) &&
      String(row.proveedor.id) === String(proveedorId) &&
      row.autorizado &&
      toCents(row.saldo) > 0n,
  );

/** The server's checks of a payment, in its order; the refusal, or the charges to pay. */
function refusalOf(body: PagoRegistrarBody): Response | CargoMock[] {
  const obra = obras.find((o) => o.id === body.obraId);
  if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
  if (obra.terminado) return errorResponse(409, OBRA_TERMINADA);
  if (!proveedores.some((p) => p.id === body.proveedorId)) {
    return errorResponse(400, INVALID_INPUT, [{ field: 'proveedor.id', message: 'El proveedor no existe..' }]);
  }
  if (body.todos) {
    const due = porPagar(body.obraId, body.proveedorId);
    if (due.length === 0) return errorResponse(409, SIN_CARGOS_POR_PAGAR);
    const total = sumCents(due.map((row) => row.saldo));
    if (parseCents(body.total ?? 0) !== total) return errorResponse(409, cargosCambiaron(total));
    return due;
  }
  const pagos = body.pagos ?? [];
  const ids = pagos.map((pago) => pago.referenciaCargo);
  if (new Set(ids).size !== ids.length) return errorResponse(400, CARGO_REPETIDO);
  const found = ids.map((id) => libro.cargos.find((row) => row.id === id));
  if (found.some((row) => !row)) return errorResponse(404, CARGO_NO_ENCONTRADO);
  for (const [i, row] of (found as CargoMock[]).entries()) {
    const saldo = toCents(row.saldo);
    const folio = row.folioDocumento;
    if (row.obra.id !== body.obraId) return errorResponse(409, cargoDeOtraObra(folio));
    if (row.proveedor.id !== body.proveedorId) return errorResponse(409, cargoDeOtroProveedor(folio));
    if (saldo === 0n) return errorResponse(409, cargoYaPagado(folio));
    if (!row.autorizado) return errorResponse(409, cargoNoAutorizado(folio));
    if (parseCents(pagos[i].monto) !== saldo) return errorResponse(409, montoNoEsSaldo(folio, saldo));
  }
  return found as CargoMock[];
}

/** POST /api/pago/pagos: the refusal, or the pago stored with its charges paid (201). */
export async function registrarPago(body: PagoRegistrarBody): Promise<Response> {
  const checked = refusalOf(body);
  if (checked instanceof Response) return checked;
  const proveedor = proveedores.find((p) => p.id === body.proveedorId)!;
  const obra = obras.find((o) => o.id === body.obraId)!;
  const pago: PagoMock = saved({
    id: Math.max(0, ...libro.pagos.map((row) => row.id)) + 1,
    folio: Math.max(0, ...libro.pagos.map((row) => row.folio)) + 1,
    fecha: body.fecha,
    proveedor: { id: proveedor.id!, nombre: proveedor.nombre },
    formaPago: body.formaPago,
    ...(body.descripcion ? { descripcion: body.descripcion } : {}),
    total: fromCents(sumCents(checked.map((row) => row.saldo))),
    status: 'pagado',
    obra: { id: obra.id, nombre: obra.nombre },
    cargos: checked
      .map((row) => ({
        id: row.id,
        tipoDocumento: row.tipoDocumento,
        folioDocumento: row.folioDocumento,
        fecha: row.fecha,
        monto: row.saldo,
      }))
      .sort((a, b) => a.folioDocumento - b.folioDocumento || a.id - b.id),
  });
  for (const row of checked) row.saldo = 0;
  libro.pagos.push(pago);
  return HttpResponse.json(await pagoMock.answer(pago), { status: 201 });
}

export const pagoHandlers = [
  http.post('/api/pago/pagos', async ({ request }) => registrarPago((await request.json()) as PagoRegistrarBody)),
  http.get('/api/pago/porPagar', ({ request }) => {
    const due = porPagar(param(request, 'obraId'), param(request, 'proveedorId'));
    return HttpResponse.json({ cargos: due.length, total: fromCents(sumCents(due.map((row) => row.saldo))) });
  }),
  http.get('/api/pago/historial/excel', () =>
    // Not a workbook: the screens only save what arrives, under its name.
    HttpResponse.arrayBuffer(new TextEncoder().encode('PK').buffer, {
      headers: {
        'content-type': XLSX,
        'content-disposition': `attachment; filename="${TITULO_HISTORIAL}.xlsx"`,
      },
    }),
  ),
  http.get('/api/pago/historial', ({ request }) =>
    pageResponse(
      historial(request).map(({ cargos: _cargos, ...pago }) => pago),
      new URL(request.url),
    ),
  ),
  http.get('/api/pago/:id', ({ params }) => pagoMock.read(libro.pagos.find((pago) => String(pago.id) === params.id))),
];
