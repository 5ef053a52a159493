/** The empleado screens' own texts (docs/product.md §8 for the save failure). */
export const EMPLEADO_SAVE_ERROR = 'Error al guardar el empleado..';
export const FOTO_HINT = 'Imagen png, jpeg o jpg';
export const FOTO_TYPE_ERROR = 'La foto debe ser una imagen png, jpeg o jpg';
