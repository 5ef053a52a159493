/**
 * A catalog's records as the columns of spreadsheet.ts's `xlsx()`: the fields a sheet carries
 * (campos.ts), headed by their titles and written so that importing the file gives the same
 * records back: references by name, money and numbers as number cells, dates as date cells,
 * yes/no as 'Si'/'No'.
 */
import type { EntitySchema } from '../../../../schemas';
import { tipoDe } from '../../../../schemas/catalog-fields';
import type { SheetColumn } from '../../../reports/spreadsheet';
import type { Registro } from '../service';
import { camposDeHoja } from './campos';

type Celda = ReturnType<SheetColumn<Registro>['value']>;

/** A field as a cell: text and numbers as they are, anything else empty (validated records hold no other). */
const celda = (value: unknown): Celda => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

function columna(campo: string, tipo: ReturnType<typeof tipoDe>): Omit<SheetColumn<Registro>, 'header'> {
  switch (tipo) {
    case 'referencia':
      return { value: (row) => (row[campo] as { nombre?: string } | undefined)?.nombre };
    case 'booleano':
      return { value: (row) => (typeof row[campo] === 'boolean' ? (row[campo] ? 'Si' : 'No') : undefined) };
    case 'importe':
      return { value: (row) => celda(row[campo]), kind: 'money' };
    case 'fecha':
      return { value: (row) => celda(row[campo]), kind: 'date' };
    // 'integer' writes a plain number cell, which a numero needs as much as an entero.
    case 'entero':
    case 'numero':
      return { value: (row) => celda(row[campo]), kind: 'integer' };
    default:
      return { value: (row) => celda(row[campo]) };
  }
}

export function columnasDeExportacion(schema: EntitySchema): SheetColumn<Registro>[] {
  return camposDeHoja(schema).map(([campo, prop]) => ({
    header: prop.title ?? campo,
    ...columna(campo, tipoDe(prop)),
  }));
}
