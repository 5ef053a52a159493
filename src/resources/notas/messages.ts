/** The nota de crédito's texts (docs/product.md §8 toasts, and the confirmation). */
export const NOTA_GUARDADA = 'Se a guardado la nota de credito..';
export const NOTA_APLICADA = (folio: unknown) => `Se aplico la nota de credito: #${String(folio)}`;
export const ERROR_AL_APLICAR = 'Error al aplicar la nota de credito..';
export const APLICAR = 'Aplicar';
export const CONFIRMAR_APLICAR = 'Esta seguro que desea aplicar la nota de credito?';
/** Server-owned properties of a nota the editor shows. */
export const SHOWN = ['folio', 'folioCompra', 'proveedor'] as const;
