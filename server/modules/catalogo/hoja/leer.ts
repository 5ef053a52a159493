/**
 * Reads an uploaded sheet (.xlsx or .csv, told apart by content: ./renglones.ts) into its headers
 * and its data rows, whatever the import does with them next (filas.ts).
 */
import { badRequest } from '../../../http-errors';
import { enHilo } from '../../../workers/pool';

/** One row of a sheet: its row number (the header is 1) and its cells, null when blank. */
export interface Renglon {
  fila: number;
  celdas: unknown[];
}

export interface Hoja {
  encabezados: string[];
  /** The data rows with something in them; `celdas` line up with `encabezados`. */
  filas: Renglon[];
}

const MAXIMO_FILAS = 5000;

// Unzipping and reading a workbook of 5,000 rows takes longer than any request may hold the event
// loop: it runs on a worker thread (server/workers/pool.ts). Every row of the first worksheet.
export const leerRenglones = enHilo<Renglon[]>(new URL('./lector.worker.ts', import.meta.url));

const vacia = (celda: unknown) => celda === null || celda === undefined || (typeof celda === 'string' && !celda.trim());

/** Headers and data rows of an .xlsx (first worksheet) or a .csv; header in row 1. */
export async function leerHoja(content: Buffer, filename: string): Promise<Hoja> {
  const [primero, ...resto] = await leerRenglones(content, filename);
  const encabezados =
    primero?.fila === 1 ? primero.celdas.map((celda) => (vacia(celda) ? '' : String(celda).trim())) : [];
  // Cells past the last header belong to no column.
  while (encabezados.length > 0 && encabezados[encabezados.length - 1] === '') encabezados.pop();
  if (encabezados.length === 0) throw badRequest('La hoja esta vacia');
  const filas: Renglon[] = [];
  for (const { fila, celdas } of resto) {
    const alineadas = Array.from({ length: encabezados.length }, (_, i) => (vacia(celdas[i]) ? null : celdas[i]));
    if (alineadas.every((celda) => celda === null)) continue;
    if (filas.length === MAXIMO_FILAS) throw badRequest('La hoja tiene mas de 5,000 renglones; dividala en varias');
    filas.push({ fila, celdas: alineadas });
  }
  return { encabezados, filas };
}
