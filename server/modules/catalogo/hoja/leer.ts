/**
 * Reads an uploaded sheet (.xlsx or .csv) into its headers and its data rows, whatever the import
 * does with them next (filas.ts). The type is told by content, not by name: a browser's or a
 * user's file name says little, and a zip read as text or text read as a zip only gives noise.
 */
import { HttpError, badRequest } from '../../../http-errors';
import { renglonesCsv } from './csv';
import { DANADO, renglonesXlsx } from './xlsx';

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

const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/** UTF-8 text without NUL bytes (text never has them, binary formats nearly always do), or undefined. */
function texto(content: Buffer): string | undefined {
  if (content.includes(0)) return undefined;
  try {
    // fatal: a byte that is not UTF-8 is a binary file (or another encoding), not a CSV we can read.
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return undefined;
  }
}

/** Every row of an .xlsx's first worksheet or of a .csv, told apart by content; blank rows of a workbook left out. */
export async function leerRenglones(content: Buffer, filename: string): Promise<Renglon[]> {
  if (content.subarray(0, 4).equals(ZIP)) return renglonesXlsx(content);
  // A file named .xlsx that is not a zip is a broken workbook, not a CSV to read as text.
  if (/\.xlsx$/i.test(filename)) throw badRequest(DANADO);
  const csv = texto(content);
  if (csv === undefined) throw new HttpError(415, 'El archivo debe ser una hoja .xlsx o .csv');
  return renglonesCsv(csv);
}

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
