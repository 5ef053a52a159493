/** The texts of the Historial de Compras (docs/product.md §2 /compras/historial). */
export const HISTORIAL_DE_COMPRAS = 'Historial de Compras';
export const EXPORTAR_EXCEL = 'Exportar a Excel';
export const DESDE = 'Desde';
export const HASTA = 'Hasta';
export const PROVEEDOR = 'Proveedor';
export const BUSCAR_PROVEEDOR = 'Escriba el nombre del proveedor a buscar';
export const COMPRAS = 'Compras';
/** The header of the column of buttons that open a proveedor's compras. */
export const DETALLE = 'Detalle';
export const TOTAL = 'Total';
export const VER_COMPRAS = (proveedor: string) => `Ver compras de ${proveedor}`;
export const COMPRAS_DE = (proveedor: string) => `Compras de ${proveedor}`;
export const N_COMPRAS = (n: number) => (n === 1 ? '1 compra' : `${n} compras`);
