/**
 * Storage of an entity whose own fields live in one JSONB column of a shared table (admin-defined
 * catalogs: `catalogo_registro.datos`, one `catalogo` per schema). `busqueda` is written from the
 * list columns, folded like every generated `busqueda` column, so toSearch uses the same index.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntitySchema } from '../../schemas';
import { isRecord } from '../../schemas/validation';
import { requireColumn, type Fields, type Storage } from './mapping';

/** Column keys of the shared table, and the value of `kind` that marks this entity's rows. */
export interface DocumentLayout {
  datos: string;
  busqueda: string;
  kind: string;
  kindValue: string;
}

/** The fields a JSONB column holds (never anything but an object: the layer writes them). */
export function storedFields(value: unknown): Fields {
  if (!isRecord(value)) throw new Error('Los datos del registro no son un objeto');
  return value;
}

/** A value's searched text: text and numbers as they are, a reference by its `nombre`. */
function searchedText(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const nombre = (value as { nombre?: unknown } | null)?.nombre;
  return typeof nombre === 'string' ? nombre : undefined;
}

/** The `busqueda` of a record's fields: its list columns, folded. */
export function busquedaOf(schema: EntitySchema): (datos: Fields) => SQL {
  const searched = schema['x-resource']?.list.columns ?? [];
  return (datos) => {
    const text = searched
      .map((column) => searchedText(datos[column]))
      .filter((value) => value !== undefined)
      .join(' ');
    return sql`f_unaccent(lower(${text}))`;
  };
}

export function documentStorage(schema: EntitySchema, table: PgTable, layout: DocumentLayout): Storage {
  const kind = requireColumn(table, layout.kind);
  const searched = schema['x-resource']?.list.columns ?? [];
  const busqueda = busquedaOf(schema);
  const representation = schema['x-resource']?.recordRepresentation ?? searched[0];
  return {
    where: eq(kind, layout.kindValue),
    order: [sql`${requireColumn(table, layout.datos)} ->> ${representation}`, asc(requireColumn(table, 'id'))],
    toFields: (row) => storedFields(row[layout.datos]),
    toValues: (datos) => ({
      [layout.kind]: layout.kindValue,
      [layout.datos]: datos,
      [layout.busqueda]: busqueda(datos),
    }),
  };
}
