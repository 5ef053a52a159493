/** An overdue factura: its promesaPago passed (before business today, America/Hermosillo) and it still has a saldo. */
import { businessToday } from '../../../schemas/today';

export interface Vencible {
  promesaPago?: string;
  saldo?: number;
}

export const vencida = ({ promesaPago, saldo }: Vencible, hoy: string = businessToday()): boolean =>
  Boolean(promesaPago && promesaPago < hoy && (saldo ?? 0) > 0);
