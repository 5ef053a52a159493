/** The receivables ledger's refusals (server/domain/receivables.ts), shared with the mocks. */
import { formatCents } from './money';

export const FACTURA_NO_ENCONTRADA = 'Factura no encontrada';

export const totalBajoCobrado = (cobrado: bigint) =>
  `El total no puede ser menor a lo cobrado: ${formatCents(cobrado)}..`;
export const ingresoExcedeSaldo = (folio: number, saldo: bigint) =>
  `El ingreso excede el saldo de la factura ${folio}: ${formatCents(saldo)}..`;
