/**
 * /api/contabilidad as the server answers it (server/modules/contabilidad/routes.ts over
 * server/domain/payables.ts): the unpaid charges of an obra, authorized or not, and of one
 * proveedor; scheduling and unscheduling one; the cash plan. Unlike the document mocks it keeps its
 * writes, so a charge authorized on one screen leaves that list and joins the other: each
 * `contabilidadMock()` keeps its own copy of the fixtures, and a test that writes starts one of its
 * own with `server.use(...contabilidadMock())`. The texts are the server's
 * (server/proofs/mock-parity.test.ts).
 */
import { http, HttpResponse } from 'msw';
import { contabilidadApi } from '../../schemas/api/contabilidad';
import { OBRA_TERMINADA } from '../../schemas/lifecycle';
import { formats } from '../../schemas/formats';
import { fromCents, sumCents } from '../../schemas/money';
import { businessToday } from '../../schemas/today';
import { cargos as fixtures, type CargoMock } from '../fixtures/cargos';
import { obras } from '../fixtures/obras';
import { errorResponse, pageResponse } from './util';

export const CARGO_NO_ENCONTRADO = 'Cargo no encontrado..';
export const CARGO_PAGADO = 'El cargo ya esta pagado..';
export const OBRA_NO_ENCONTRADA = 'Obra no encontrada';

type Properties = Record<string, { errorMessage?: string }>;
const messageOf = (querystring: unknown, name: string) =>
  (querystring as { properties: Properties }).properties[name].errorMessage!;
const AUTHORIZED_INVALIDO = messageOf(contabilidadApi.noPagados.querystring, 'authorized');
const FECHA_INVALIDA = messageOf(contabilidadApi.calendarizar.querystring, 'fechaPago');

/** Unpaid ones by payment date (none last), then promise, then id: the server's order. */
function porFechaDePago(a: CargoMock, b: CargoMock): number {
  if (a.fechaPago !== b.fechaPago) {
    if (!a.fechaPago) return 1;
    if (!b.fechaPago) return -1;
    return a.fechaPago < b.fechaPago ? -1 : 1;
  }
  if (a.promesaPago !== b.promesaPago) return (a.promesaPago ?? '') < (b.promesaPago ?? '') ? -1 : 1;
  return a.id - b.id;
}

const obraOf = (url: URL) => obras.find((o) => String(o.id) === url.searchParams.get('obraId'));

export function contabilidadMock(rows: CargoMock[] = structuredClone(fixtures)) {
  const unpaid = (obraId: number) =>
    rows.filter((cargo) => cargo.obra?.id === obraId && cargo.saldo > 0).sort(porFechaDePago);

  /** calendarizarPago (a date) or descalendarizar (null), with the server's refusals in its order. */
  function schedule(cargoId: unknown, fechaPago: string | null) {
    const cargo = rows.find((row) => String(row.id) === String(cargoId));
    if (!cargo) return errorResponse(404, CARGO_NO_ENCONTRADO);
    if (obras.find((o) => o.id === cargo.obra?.id)?.terminado) return errorResponse(409, OBRA_TERMINADA);
    if (cargo.saldo <= 0) return errorResponse(409, CARGO_PAGADO);
    delete cargo.fechaPago;
    if (fechaPago) cargo.fechaPago = fechaPago;
    cargo.autorizado = fechaPago !== null;
    return HttpResponse.json(cargo);
  }

  return [
    http.get('/api/contabilidad/cargos/nopagados', ({ request }) => {
      const url = new URL(request.url);
      const authorized = url.searchParams.get('authorized');
      if (authorized !== null && authorized !== 'true' && authorized !== 'false') {
        return errorResponse(400, AUTHORIZED_INVALIDO, [{ field: 'authorized', message: AUTHORIZED_INVALIDO }]);
      }
      const obra = obraOf(url);
      if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
      const found = unpaid(obra.id).filter((cargo) => authorized === null || String(cargo.autorizado) === authorized);
      return pageResponse(found, url);
    }),
    http.get('/api/contabilidad/cargos/autorizados', ({ request }) => {
      const url = new URL(request.url);
      const obra = obraOf(url);
      if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
      const proveedorId = url.searchParams.get('proveedorId');
      return pageResponse(
        unpaid(obra.id).filter((cargo) => cargo.autorizado && String(cargo.proveedor.id) === proveedorId),
        url,
      );
    }),
    http.put('/api/contabilidad/cargos/:cargoId/calendarizarPago', ({ request, params }) => {
      const fechaPago = new URL(request.url).searchParams.get('fechaPago') ?? businessToday();
      if (!formats.date.validate(fechaPago)) {
        return errorResponse(400, FECHA_INVALIDA, [{ field: 'fechaPago', message: FECHA_INVALIDA }]);
      }
      return schedule(params.cargoId, fechaPago);
    }),
    http.put('/api/contabilidad/cargos/:cargoId/descalendarizar', ({ params }) => schedule(params.cargoId, null)),
    http.get('/api/contabilidad/plan', ({ request }) => {
      const obra = obraOf(new URL(request.url));
      if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
      const cells = new Map<string, CargoMock[]>();
      for (const cargo of unpaid(obra.id).filter((row) => row.autorizado)) {
        const key = `${cargo.fechaPago}|${cargo.proveedor.id}`;
        cells.set(key, [...(cells.get(key) ?? []), cargo]);
      }
      const plan = [...cells.values()].map((group) => ({
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
  ];
}

/** The default handlers (mocks/catalogHandlers.ts): one ledger for the whole session. */
export const contabilidadHandlers = contabilidadMock();
