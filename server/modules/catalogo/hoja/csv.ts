/**
 * The rows of a CSV text, parsed by csv-parse (quoted fields with commas, line breaks and doubled
 * quotes). Excel writes commas or, where the decimal mark is a comma, semicolons, so the separator
 * is the one the header line uses most.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../../http-errors';
import type { Renglon } from './leer';

function separador(csv: string): ',' | ';' {
  // Quoted headers may hold either character: only the ones between fields count.
  const encabezado = (csv.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const cuantos = (caracter: string) => encabezado.split(caracter).length;
  return cuantos(';') > cuantos(',') ? ';' : ',';
}

/** `csv` is already decoded (TextDecoder drops a BOM). */
export function renglonesCsv(csv: string): Renglon[] {
  let registros: string[][];
  try {
    registros = parse(csv, {
      delimiter: separador(csv),
      // Rows of any length, and a stray quote inside a field taken as text, as a spreadsheet opens them.
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(`No se pudo leer la hoja: revise las comillas del renglon ${error.lines}`);
    throw error;
  }
  // Blank lines are records too (['']), so a record's index is its row as a spreadsheet shows it.
  return registros.map((celdas, i) => ({ fila: i + 1, celdas }));
}
