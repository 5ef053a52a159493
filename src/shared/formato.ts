/** How the screens' own tables show dates and amounts (docs/product.md §9): DD/MM/YYYY and $1,234.56. */
import { formatCents, toCents } from '../../schemas/money';

/** YYYY-MM-DD as DD/MM/YYYY, without a time zone to shift it. */
export const fechaCorta = (iso: string | undefined): string => (iso ? iso.split('-').reverse().join('/') : '');

/** $1,234.56. */
export const pesos = (amount: number | undefined): string => formatCents(toCents(amount ?? 0));

/** A percentage as the summary shows it: up to 2 decimals, '16.67 %'. */
export const porcentajeTexto = (value: number): string =>
  `${value.toLocaleString('es-MX', { maximumFractionDigits: 2 })} %`;

/** A quantity with up to 4 decimals, thousands separated: '1,234.5678'. */
export const cantidadCorta = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 4 });
