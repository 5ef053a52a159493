/** The texts of /cuentas-por-pagar/autorizado (docs/product.md §2; confirmations worded as §6's). */
import { documentoDe, type Cargo } from '../../shared/cargos';

export const TITULO = 'Cuentas por Pagar - Autorizadas';
export const DESAUTORIZAR = 'Desautorizar';
export const CONFIRMAR_DESAUTORIZAR = (cargo: Cargo) =>
  `Esta seguro que desea desautorizar el pago de ${documentoDe(cargo)}?`;
export const DESAUTORIZADO = (cargo: Cargo) => `Se desautorizo el pago de ${documentoDe(cargo)}`;
export const PLAN = 'Plan de pagos';
export const PLAN_COLUMNAS = ['Fecha de Pago', 'Proveedores', 'Total'] as const;
export const TOTAL = 'Total';
export const CARGOS = (n: number) => (n === 1 ? '1 cargo' : `${n} cargos`);
