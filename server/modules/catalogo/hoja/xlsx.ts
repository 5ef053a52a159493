/**
 * The rows of an .xlsx's first worksheet, each cell as the value a person sees in it: rich text as
 * its text, a formula as its last computed result, a link as its text. Dates stay Dates.
 */
import type ExcelJS from 'exceljs';
import { badRequest } from '../../../http-errors';
import type { Renglon } from './leer';

export const DANADO = 'No se pudo leer la hoja: el archivo esta danado';

function valorDe(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) return value ?? null;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return valorDe(value.result as ExcelJS.CellValue);
  // A link's text may itself be rich text.
  if ('hyperlink' in value) return valorDe(value.text as ExcelJS.CellValue);
  // '#N/A', '#DIV/0!': kept as text, so the field's rule reports it.
  if ('error' in value) return value.error;
  return null;
}

export async function renglonesXlsx(content: Buffer): Promise<Renglon[]> {
  // Loaded with the first import, not at start, as spreadsheet.ts does.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest(DANADO);
  }
  const sheet = workbook.worksheets[0];
  const renglones: Renglon[] = [];
  // eachRow skips rows that were never written.
  sheet?.eachRow((row, fila) => {
    // row.values is 1-based and sparse: Array.from turns its holes into undefined.
    renglones.push({
      fila,
      celdas: Array.from(row.values as ExcelJS.CellValue[])
        .slice(1)
        .map(valorDe),
    });
  });
  return renglones;
}
