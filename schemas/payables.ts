/**
 * The payables ledger's refusals of a payment (server/domain/payables.ts) and of a payment run
 * (server/modules/contabilidad/relacion.ts), shared with the mocks.
 */
import { formatCents } from './money';

export const CARGO_NO_ENCONTRADO = 'Cargo no encontrado..';
export const CARGO_REPETIDO = 'Un cargo aparece dos veces en el pago..';
export const cargoDeOtraObra = (folio: number) => `El cargo del folio ${folio} no es de la obra del pago..`;
export const cargoDeOtroProveedor = (folio: number) => `El cargo del folio ${folio} es de otro proveedor..`;
export const cargoYaPagado = (folio: number) => `El cargo del folio ${folio} ya esta pagado..`;
export const cargoNoAutorizado = (folio: number) => `El cargo del folio ${folio} no esta autorizado para pago..`;
export const montoNoEsSaldo = (folio: number, saldo: bigint) =>
  `El monto del folio ${folio} debe ser su saldo: ${formatCents(saldo)}..`;
/** Authorizing a charge to be paid on a date already past, without the caller's confirmation (`confirmar`). */
export const fechaPagoPasada = (fecha: string) =>
  `La fecha de pago ${fecha.split('-').reverse().join('/')} ya paso; confirme para autorizar el pago con esa fecha..`;
/** Paying all of a proveedor's due charges when it has none. */
export const SIN_CARGOS_POR_PAGAR = 'El proveedor no tiene cargos autorizados por pagar en la obra..';
/** Paying all of a proveedor's due charges when they no longer add up to the total the caller saw. */
export const cargosCambiaron = (total: bigint) =>
  `Los cargos por pagar cambiaron; ahora suman ${formatCents(total)}. Revise la lista y registre el pago de nuevo..`;
/** A payment run (Relacion de pagos, bank layout) of a date without authorized unpaid charges. */
export const SIN_CARGOS_EN_LA_FECHA = 'No hay cargos autorizados para esa fecha..';
