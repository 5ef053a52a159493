/** The empleado screens' own texts (docs/product.md §8 for the save failure). */
export const EMPLEADO_SAVE_ERROR = 'Error al guardar el empleado..';
