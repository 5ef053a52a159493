/**
 * /api/contabilidad as the server answers it (server/modules/contabilidad/routes.ts over
 * server/domain/payables.ts), over the ledger the pago mocks share (./libro.ts): the unpaid charges
 * of an obra, authorized or not, and of one proveedor; scheduling and unscheduling one; the cash
 * plan; the aging per proveedor; the printed lists and the payment run of a date (a PDF to sign and
 * the bank layout CSV). The texts are the server's (server/proofs/mock-parity.test.ts).
 */
import { http, HttpResponse } from 'msw';
import { createAjv } from '../../schemas/ajv';
import { contabilidadApi } from '../../schemas/api/contabilidad';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../schemas/messages';
import { formats } from '../../schemas/formats';
import { centsToText, fromCents, sumCents } from '../../schemas/money';
import { CARGO_NO_ENCONTRADO, fechaPagoPasada, SIN_CARGOS_EN_LA_FECHA } from '../../schemas/payables';
import { businessToday } from '../../schemas/today';
import { fieldErrors } from '../../schemas/validation';
import type { CargoMock } from '../fixtures/cargos';
import { obras } from '../fixtures/obras';
import { proveedores } from '../fixtures/proveedores';
import { agingOf } from '../../schemas/aging';
import { libro, sinPagar } from './libro';
import { errorResponse, pageResponse, pdfResponse } from './util';

const CARGO_PAGADO = 'El cargo ya esta pagado..';

type Properties = Record<string, { errorMessage?: string }>;
const messageOf = (querystring: unknown, name: string) =>
  (querystring as { properties: Properties }).properties[name].errorMessage!;
const AUTHORIZED_INVALIDO = messageOf(contabilidadApi.noPagados.querystring, 'authorized');
const FECHA_INVALIDA = 'Ingrese una fecha valida..';
/** The schedule's query checked by its contract, as the server's validator does (a date in range, `confirmar`). */
const validCalendarizar = createAjv({ coerceTypes: true }).compile(contabilidadApi.calendarizar.querystring);
/** The bank layout's columns (docs/contract.md) and what its reference and concept fields take. */
const LAYOUT = ['Proveedor', 'RFC', 'CLABE', 'Importe', 'Referencia', 'Concepto'];
const REFERENCIA_MAX = 40;

const obraOf = (url: URL) => obras.find((o) => String(o.id) === url.searchParams.get('obraId'));

const invalidAuthorized = () =>
  errorResponse(400, AUTHORIZED_INVALIDO, [{ field: 'authorized', message: AUTHORIZED_INVALIDO }]);
const invalidDate = () => errorResponse(400, FECHA_INVALIDA, [{ field: 'fechaPago', message: FECHA_INVALIDA }]);

/** `rows` grouped by `key`, in the order each group first appears. */
function groupBy<T>(rows: T[], key: (row: T) => string | number): T[][] {
  const groups = new Map<string | number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()];
}

/** calendarizarPago (a date) or descalendarizar (null), with the server's refusals in its order. */
function schedule(cargoId: unknown, fechaPago: string | null, confirmar = false) {
  const cargo = libro.cargos.find((row) => String(row.id) === String(cargoId));
  if (!cargo) return errorResponse(404, CARGO_NO_ENCONTRADO);
  if (obras.find((o) => o.id === cargo.obra.id)?.terminado) return errorResponse(409, OBRA_TERMINADA);
  if (fechaPago !== null && fechaPago < businessToday() && !confirmar) {
    return errorResponse(409, fechaPagoPasada(fechaPago));
  }
  if (cargo.saldo <= 0) return errorResponse(409, CARGO_PAGADO);
  delete cargo.fechaPago;
  if (fechaPago) cargo.fechaPago = fechaPago;
  cargo.autorizado = fechaPago !== null;
  return HttpResponse.json(cargo);
}

/** A payment run: the obra's name, the date, and per proveedor its charges and what it is paid (Σ saldo). */
interface Corrida {
  obra: string;
  fechaPago: string;
  grupos: [CargoMock[], string][];
}

/** The payment run of the request's obra and fechaPago, by proveedor and folio; or the server's refusal. */
function paymentRun(url: URL): Response | Corrida {
  const fechaPago = url.searchParams.get('fechaPago') ?? '';
  if (!formats.date.validate(fechaPago)) return invalidDate();
  const obra = obraOf(url);
  if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
  const run = sinPagar(obra.id)
    .filter((cargo) => cargo.autorizado && cargo.fechaPago === fechaPago)
    .sort((a, b) => a.proveedor.nombre.localeCompare(b.proveedor.nombre) || a.folioDocumento - b.folioDocumento);
  if (run.length === 0) return errorResponse(404, SIN_CARGOS_EN_LA_FECHA);
  const grupos = groupBy(run, (cargo) => cargo.proveedor.id);
  return {
    obra: obra.nombre,
    fechaPago,
    grupos: grupos.map((grupo) => [grupo, centsToText(sumCents(grupo.map((cargo) => cargo.saldo)))]),
  };
}

/** A field quoted only when it must be (RFC 4180), as the server writes it. */
const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One transfer per proveedor, as server/modules/contabilidad/relacion.ts writes it. */
function layoutCsv({ obra, fechaPago, grupos }: Corrida): string {
  const concepto = `PAGO OBRA ${obra}`.slice(0, REFERENCIA_MAX);
  const rows = grupos.map(([cargos, importe]) => {
    const proveedor = proveedores.find((p) => p.id === cargos[0].proveedor.id)!;
    const folios = cargos.map((cargo) => cargo.folioDocumento).join('/');
    const referencia = `PAGO ${fechaPago} F${folios}`.slice(0, REFERENCIA_MAX);
    return [proveedor.nombre, proveedor.rfc, proveedor.clabe ?? '', importe, referencia, concepto];
  });
  return [LAYOUT, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export const contabilidadHandlers = [
  http.get('/api/contabilidad/cargos/nopagados', ({ request }) => {
    const url = new URL(request.url);
    const authorized = url.searchParams.get('authorized');
    if (authorized !== null && authorized !== 'true' && authorized !== 'false') return invalidAuthorized();
    const obra = obraOf(url);
    if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
    const found = sinPagar(obra.id).filter((cargo) => authorized === null || String(cargo.autorizado) === authorized);
    return pageResponse(found, url);
  }),
  http.get('/api/contabilidad/cargos/autorizados', ({ request }) => {
    const url = new URL(request.url);
    const obra = obraOf(url);
    if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
    const proveedorId = url.searchParams.get('proveedorId');
    return pageResponse(
      sinPagar(obra.id).filter((cargo) => cargo.autorizado && String(cargo.proveedor.id) === proveedorId),
      url,
    );
  }),
  // The list as the screen prints it: its rows are the ones above; the PDF is only shown.
  http.get('/api/contabilidad/cargos/reporte', ({ request }) => {
    const url = new URL(request.url);
    if (!['true', 'false'].includes(url.searchParams.get('authorized') ?? '')) return invalidAuthorized();
    return obraOf(url) ? pdfResponse() : errorResponse(404, OBRA_NO_ENCONTRADA);
  }),
  http.put('/api/contabilidad/cargos/:cargoId/calendarizarPago', ({ request, params }) => {
    const query: { fechaPago?: string; confirmar?: boolean } = Object.fromEntries(new URL(request.url).searchParams);
    if (!validCalendarizar(query)) {
      const errors = Object.entries(fieldErrors(validCalendarizar.errors ?? [])).map(([field, message]) => ({
        field,
        message,
      }));
      return errorResponse(400, errors[0].message, errors);
    }
    return schedule(params.cargoId, query.fechaPago ?? businessToday(), query.confirmar);
  }),
  http.put('/api/contabilidad/cargos/:cargoId/descalendarizar', ({ params }) => schedule(params.cargoId, null)),
  http.get('/api/contabilidad/plan', ({ request }) => {
    const obra = obraOf(new URL(request.url));
    if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
    const cells = groupBy(
      sinPagar(obra.id).filter((row) => row.autorizado),
      (cargo) => `${cargo.fechaPago}|${cargo.proveedor.id}`,
    );
    const plan = cells.map((group) => ({
      fechaPago: group[0].fechaPago!,
      proveedor: group[0].proveedor,
      total: fromCents(sumCents(group.map((cargo) => cargo.saldo))),
      cargos: group.length,
    }));
    // By date, then proveedor's name, then id.
    plan.sort(
      (a, b) =>
        a.fechaPago.localeCompare(b.fechaPago) ||
        (a.proveedor.nombre < b.proveedor.nombre ? -1 : a.proveedor.nombre > b.proveedor.nombre ? 1 : 0) ||
        a.proveedor.id - b.proveedor.id,
    );
    return HttpResponse.json(plan);
  }),
  http.get('/api/contabilidad/antiguedad', ({ request }) => {
    const obraId = new URL(request.url).searchParams.get('obraId');
    const saldos = libro.cargos
      .filter((row) => obraId === null || String(row.obra.id) === obraId)
      .map((row) => ({ parte: row.proveedor, saldo: row.saldo, promesaPago: row.promesaPago }));
    return HttpResponse.json(agingOf('proveedor', saldos));
  }),
  http.get('/api/contabilidad/relacion', ({ request }) => {
    const run = paymentRun(new URL(request.url));
    return run instanceof Response ? run : pdfResponse();
  }),
  http.get('/api/contabilidad/layout', ({ request }) => {
    const run = paymentRun(new URL(request.url));
    if (run instanceof Response) return run;
    return new HttpResponse(layoutCsv(run), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="Layout bancario ${run.fechaPago}.csv"`,
      },
    });
  }),
];
