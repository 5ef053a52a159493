/** Texts of the cuentas por pagar lists (docs/product.md §2, §8), shared by the screens that show charges. */
import type { Cargo } from './types';

export const TIPOS: Record<Cargo['tipoDocumento'], string> = { COMPRA: 'Compra', GASTO: 'Gasto' };
export const ACCIONES = 'Acciones';
export const FECHA_DE_PAGO = 'Fecha de Pago';
export const VENCIDA = 'Vencida';
export const IMPRIMIR = 'Imprimir';
/** A charge by its document, as the toasts and confirmations name it: 'Compra #5'. */
export const documentoDe = (cargo: Pick<Cargo, 'tipoDocumento' | 'folioDocumento'>) =>
  `${TIPOS[cargo.tipoDocumento]} #${cargo.folioDocumento}`;
