/** The texts of /cuentas-por-pagar/autorizado (docs/product.md §2; confirmations worded as §6's). */
import { documentoDe, type Cargo } from '../../shared/cargos';
import { fechaCorta } from '../../shared/formato';

export const TITULO = 'Cuentas por Pagar - Autorizadas';
export const DESAUTORIZAR = 'Desautorizar';
export const CONFIRMAR_DESAUTORIZAR = (cargo: Cargo) =>
  `Esta seguro que desea desautorizar el pago de ${documentoDe(cargo)}?`;
export const DESAUTORIZADO = (cargo: Cargo) => `Se desautorizo el pago de ${documentoDe(cargo)}`;
export const PLAN = 'Plan de pagos';
export const PLAN_COLUMNAS = ['Fecha de Pago', 'Proveedores', 'Total', 'Documentos'] as const;
export const TOTAL = 'Total';
export const CARGOS = (n: number) => (n === 1 ? '1 cargo' : `${n} cargos`);
export const RELACION_DE_PAGOS = 'Relacion de pagos';
export const LAYOUT_BANCARIO = 'Layout bancario';
/** A day's document as its button is named for a screen reader, its visible text first: 'Relacion de pagos del 28/11/2026'. */
export const DEL_DIA = (documento: string, fechaPago: string) => `${documento} del ${fechaCorta(fechaPago)}`;
/** The layout's file, as the server names it (docs/contract.md). */
export const ARCHIVO_LAYOUT = (fechaPago: string) => `${LAYOUT_BANCARIO} ${fechaPago}.csv`;
