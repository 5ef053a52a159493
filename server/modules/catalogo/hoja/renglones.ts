/**
 * The rows of an uploaded sheet, run on the sheet reader's thread (./lector.worker.ts). The type
 * is told by content, not by name: a browser's or a user's file name says little, and a zip read
 * as text or text read as a zip only gives noise.
 */
import { HttpError, badRequest } from '../../../http-errors';
import { renglonesCsv } from './csv';
import type { Renglon } from './leer';
import { DANADO, renglonesXlsx } from './xlsx';

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
export async function renglonesDe(content: Buffer, filename: string): Promise<Renglon[]> {
  if (content.subarray(0, 4).equals(ZIP)) return renglonesXlsx(content);
  // A file named .xlsx that is not a zip is a broken workbook, not a CSV to read as text.
  if (/\.xlsx$/i.test(filename)) throw badRequest(DANADO);
  const csv = texto(content);
  if (csv === undefined) throw new HttpError(415, 'El archivo debe ser una hoja .xlsx o .csv');
  return renglonesCsv(csv);
}
