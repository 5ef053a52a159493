/** The texts of /cuentas-por-pagar/pendiente (docs/product.md §2). */
import { fechaCorta } from '../../shared/formato';
import { documentoDe, type Cargo } from '../../shared/cargos';

export const TITULO = 'Cuentas por Pagar - No Autorizadas';
export const AUTORIZAR = 'Autorizar';
/** The title of the confirmation a payment date already past asks for. */
export const FECHA_PASADA = 'Fecha de pago pasada';
export const AUTORIZADO = (cargo: Cargo, fechaPago: string) =>
  `Se autorizo el pago de ${documentoDe(cargo)} para el ${fechaCorta(fechaPago)}`;
