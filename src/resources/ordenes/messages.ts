/** The orden de compra's texts (docs/product.md §8 toasts, and the confirmations). */
export const ORDEN_CREADA = (folio: unknown) => `Orden creada con folio #${String(folio)}`;
export const ORDEN_ACTUALIZADA = (folio: unknown) => `Orden actualizada #${String(folio)}`;
export const ORDEN_AUTORIZADA = (folio: unknown) => `Se autorizo la Orden de Compra: #${String(folio)}`;
export const ORDEN_CANCELADA = (folio: unknown) => `Se cancelo la Orden de Compra: #${String(folio)}`;
export const ERROR_AL_CREAR = 'Error al crear orden';
export const ERROR_AL_ACTUALIZAR = 'Error al actualizar orden';
export const AUTORIZAR = 'Autorizar';
export const CANCELAR = 'Cancelar';
export const CONFIRMAR_AUTORIZAR = 'Esta seguro que desea autorizar la orden de compra?';
export const CONFIRMAR_CANCELAR = 'Esta seguro que desea cancelar la orden de compra?';
export const INSUMOS_ANTES = 'Insumos antes de esta orden';
export const INSUMOS_CON_ORDEN = 'Insumos con esta orden';
export const ESTA_ORDEN = 'Esta orden';
export const JUSTIFICACION = 'Justificacion';
export const REBASA_PRESUPUESTO = (excedente: string) =>
  `La orden rebasa el presupuesto de Insumos por ${excedente}: escriba por que se autoriza.`;
