/** The receivables ledger's refusals (server/domain/receivables.ts), shared with the mocks. */
import { formatCents } from './money';

export const FACTURA_NO_ENCONTRADA = 'Factura no encontrada';
/** A factura created without its PDF (the part `files` itself says docs/product.md's 'A file is required for upload.'). */
export const FACTURA_SIN_PDF = 'Falta el PDF de la factura';

export const totalBajoCobrado = (cobrado: bigint) =>
  `El total no puede ser menor a lo cobrado: ${formatCents(cobrado)}..`;
export const ingresoExcedeSaldo = (folio: string, saldo: bigint) =>
  `El ingreso excede el saldo de la factura ${folio}: ${formatCents(saldo)}..`;
