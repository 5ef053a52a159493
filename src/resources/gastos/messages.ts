/** The gasto's texts (docs/product.md §8 'se aplico el gasto: #{folio}'; the rest worded as the compra's). */
export const GASTO_CREADO = (folio: unknown) => `Gasto creado con folio #${String(folio)}`;
export const GASTO_ACTUALIZADO = (folio: unknown) => `Gasto actualizado #${String(folio)}`;
export const GASTO_APLICADO = (folio: unknown) => `se aplico el gasto: #${String(folio)}`;
export const APLICAR = 'Aplicar';
export const CONFIRMAR_APLICAR = 'Esta seguro que desea aplicar el gasto?';
/** Server-owned properties of a gasto the editor shows. */
export const SHOWN = ['saldo'] as const;
