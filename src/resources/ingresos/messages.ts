/** The /ingreso screen's texts (docs/product.md §2 /ingreso, §8 toasts). */
import { formatCents } from '../../../schemas/money';

export const TITULO = 'Ingresos';
export const REGISTRAR_INGRESO = 'Registrar ingreso';
export const REGISTRAR = 'Registrar';
export const CANCELAR = 'Cancelar';
export const FACTURA = (folio: unknown) => `Factura ${String(folio)}`;
/** The header of the checkboxes' column. */
export const ELEGIR = 'Elegir';
export const SELECCIONAR = (folio: unknown) => `Seleccionar factura ${String(folio)}`;
export const FACTURA_SALDO = (folio: unknown, saldo: string) => `${FACTURA(folio)} · Saldo ${saldo}`;
export const INGRESO_REGISTRADO = (cents: bigint) => `Ingreso registrado por ${formatCents(cents)}`;
export const ERROR_AL_REGISTRAR = 'Error al registrar el ingreso';
export const MONTO_EXCEDE_SALDO = 'El monto excede el saldo de la factura..';
export const MONTO_INVALIDO = 'El monto debe ser mayor a cero..';
