/**
 * The payables ledger the mocks keep in memory, as the server keeps it in its tables: the charges
 * (mocks/fixtures/cargos.ts) and the pagos that paid some (mocks/fixtures/pagos.ts). The
 * contabilidad mocks list and schedule its charges and the pago mocks pay them, so a charge
 * scheduled on one screen is offered for payment on another, and one paid leaves the pending and
 * authorized lists, the cash plan and the aging. One ledger for the session (Storybook); a test
 * that writes starts from the fixtures again with `reiniciarLibro` in its beforeEach.
 */
import { cargos, type CargoMock } from '../fixtures/cargos';
import { pagos, type PagoMock } from '../fixtures/pagos';
import { schemas } from '../../schemas';
import { serveRecords } from './served-records';

// The fixtures, as the ledger starts from them (a write changes only the ledger's copy).
serveRecords(schemas.pago, pagos);

const fixtures = () => structuredClone({ cargos, pagos });

export const libro: { cargos: CargoMock[]; pagos: PagoMock[] } = fixtures();

/** The ledger as the fixtures have it, before any write. */
export function reiniciarLibro() {
  Object.assign(libro, fixtures());
}

/** Unpaid charges by payment date (undated last), then promise, then id: the server's order. */
const porFechaDePago = (a: CargoMock, b: CargoMock) =>
  (a.fechaPago ?? '9999').localeCompare(b.fechaPago ?? '9999') ||
  a.promesaPago.localeCompare(b.promesaPago) ||
  a.id - b.id;

/** The obra's charges with a saldo, in the server's order. */
export const sinPagar = (obraId: number) =>
  libro.cargos.filter((cargo) => cargo.obra.id === obraId && cargo.saldo > 0).sort(porFechaDePago);
