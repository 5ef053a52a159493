/** The compra's texts (docs/product.md §8 toasts, and the confirmation). */
export const COMPRA_CREADA = (folio: unknown) => `Compra creada con folio #${String(folio)}`;
export const COMPRA_ACTUALIZADA = (folio: unknown) => `Compra actualizada #${String(folio)}`;
export const COMPRA_APLICADA = (folio: unknown) => `se aplico la Compra: #${String(folio)}`;
export const ERROR_AL_ACTUALIZAR = 'Error al actualizar compra';
export const ERROR_AL_ADJUNTAR = 'Error al adjuntar comprobante a compra';
export const APLICAR = 'Aplicar';
export const CONFIRMAR_APLICAR = 'Esta seguro que desea aplicar la compra?';
export const IMPRIMIR_COMPRA = 'Imprimir compra';
export const IMPRIMIR_ORDEN = 'Imprimir orden';
export const NOTA_DE_CREDITO = 'Nota de crédito';
