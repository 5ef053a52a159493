/** The texts of a catalog's import and export; the upload dialog's own buttons read as in every upload. */
export { CERRAR } from '../../shared/documents/UploadDialogView';
export const IMPORTAR = 'Importar';
export const EXPORTAR = 'Exportar';
export const HOJA_HINT = 'Hoja .xlsx o .csv con encabezados en el primer renglon';
export const SOLO_CON_ERRORES = 'Solo filas con errores';
export const FILA = 'Fila';
export const ERRORES = 'Errores';

export const importarTitulo = (catalogo: string) => `Importar ${catalogo}`;
export const resumen = (validas: number, conErrores: number) =>
  `${validas} ${validas === 1 ? 'fila valida' : 'filas validas'}, ${conErrores} con errores`;
export const columnasIgnoradas = (columnas: string[]) => `Columnas ignoradas: ${columnas.join(', ')}`;
export const importarRegistros = (n: number) => `Importar ${n} ${n === 1 ? 'registro' : 'registros'}`;
export const registrosImportados = (n: number) => `${n} ${n === 1 ? 'registro importado' : 'registros importados'}`;
