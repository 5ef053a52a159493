/** The texts of Registro de Pago, Historial de Pagos and Antigüedad de Saldos (docs/product.md §2, §8). */
import { formatCents } from '../../../schemas/money';

export const REGISTRO_DE_PAGO = 'Registro de Pago';
export const CARGOS_POR_PAGAR = 'Cargos autorizados por pagar';
export const TOTAL_A_PAGAR = 'Total a pagar';
export const ELIJA_PROVEEDOR = 'Elija un proveedor para ver sus cargos autorizados por pagar.';
export const SIN_CARGOS = 'El proveedor no tiene cargos autorizados por pagar en esta obra.';
/** More charges than one page: the payment still pays them all. */
export const TODOS_LOS_CARGOS = (total: number) =>
  `El pago cubre sus ${total} cargos autorizados, de todas las paginas de la lista.`;
export const BUSCAR_PROVEEDOR = 'Escriba el nombre del proveedor a buscar';
export const REGISTRAR_PAGO = 'Registrar pago';
export const PAGO_REGISTRADO = (cents: bigint) => `Pago registrado por ${formatCents(cents)}`;

export const PAGO = (folio: unknown) => `Pago #${String(folio)}`;
export const CARGOS_PAGADOS = 'Cargos pagados';
export const EXPORTAR_EXCEL = 'Exportar a Excel';
export const REGRESAR = 'Regresar al historial';

export const ANTIGUEDAD_DE_SALDOS = 'Antigüedad de Saldos';
export const TODAS_LAS_OBRAS = 'Todas las obras';
