/** What the history's groups, compras and total all show, declared once; and the screen's filters. */
export const IMPORTES = [
  { label: 'Subtotal', key: 'subTotal' },
  { label: 'IVA', key: 'iva' },
  { label: 'Total', key: 'total' },
  { label: 'Saldo', key: 'saldo' },
] as const;

/** Anything that carries the importes: a group, a compra, the total. */
export type Sumas = Record<(typeof IMPORTES)[number]['key'], number>;

/** The filters beside the obra: YYYY-MM-DD, both inclusive, and one proveedor. */
export interface Filtros {
  desde?: string;
  hasta?: string;
  proveedorId?: number;
}
