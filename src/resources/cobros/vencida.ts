/** An overdue factura: its promesaPago passed (before business today, America/Hermosillo) and it still has a saldo. */
import { businessToday } from '../../../schemas/today';

export interface Vencible {
  promesaPago?: string;
  saldo?: number;
}

export const vencida = ({ promesaPago, saldo }: Vencible, hoy: string = businessToday()): boolean =>
  Boolean(promesaPago && promesaPago < hoy && (saldo ?? 0) > 0);

/** YYYY-MM-DD as DD/MM/YYYY (docs/product.md §9), without a time zone to shift it. */
export const fechaCorta = (iso: string | undefined): string => (iso ? iso.split('-').reverse().join('/') : '');
