/**
 * What a new schema does to a catalog's stored records (docs/domain.md "Catalog changes"): every
 * record, read in batches, is carried to the new schema (fields the schema no longer has are
 * dropped; a field given a default takes it where it is missing or no longer valid) and checked
 * against it, and against the catalog's key. The result counts, per field, the records that would
 * be left invalid; a change applies only when there are none, so no invalid record is ever kept.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { EntitySchema } from '../../../schemas';
import { archivosDe } from '../../../schemas/catalog-fields';
import { validateRecord } from '../../../schemas/validation';
import type { Executor } from '../../db/client';
import { catalogoRegistro } from '../../db/schema';
import { foldName } from '../catalogo/references';

const BATCH = 500;
const SERVER_FIELDS = new Set(['id', 'sucursal']);

type Datos = Record<string, unknown>;

export interface Cambio {
  campo: string;
  mensaje: string;
  registros: number;
  pidePredeterminado: boolean;
}

/** Writes a batch of carried records; a migration with changes left rolls them back with its transaction. */
export type Aplicar = (cambiados: { id: number; datos: Datos }[]) => Promise<void>;

/** A record's fields carried to `schema`: unknown ones dropped, defaults where missing or invalid. */
function carried(schema: EntitySchema, datos: Datos, predeterminados: Datos, invalid: Set<string>): Datos {
  const files = archivosDe(schema.properties);
  const out: Datos = {};
  for (const [name, value] of Object.entries(datos)) {
    if (name in schema.properties && !SERVER_FIELDS.has(name)) out[name] = value;
  }
  for (const [name, value] of Object.entries(predeterminados)) {
    if (name in files || !(name in schema.properties)) continue;
    if (out[name] === undefined || out[name] === null || out[name] === '' || invalid.has(name)) out[name] = value;
  }
  return out;
}

const fieldOf = (path: string) => path.split('.')[0];

function invalidFields(schema: EntitySchema, datos: Datos): Map<string, string> {
  const { errors } = validateRecord(schema, datos);
  const fields = new Map<string, string>();
  for (const [path, message] of Object.entries(errors ?? {})) {
    if (!fields.has(fieldOf(path))) fields.set(fieldOf(path), message);
  }
  return fields;
}

function tally(schema: EntitySchema, found: Map<string, { registros: number; mensaje: string }>): Cambio[] {
  return [...found].map(([campo, { registros, mensaje }]) => {
    const title = schema.properties[campo]?.title ?? campo;
    const plural = registros === 1 ? '1 registro' : `${registros} registros`;
    return {
      campo,
      mensaje: `${plural} quedarian sin cumplir ${title}: ${mensaje}`.replace(
        '1 registro quedarian',
        '1 registro quedaria',
      ),
      registros,
      pidePredeterminado: campo in schema.properties && !(campo in archivosDe(schema.properties)),
    };
  });
}

/**
 * What migrating catalog `nombre`'s records to `schema` with `predeterminados` leaves invalid; with
 * `aplicar`, the records it changes are handed over batch by batch (nothing is held whole).
 */
export async function migracion(
  db: Executor,
  nombre: string,
  schema: EntitySchema,
  predeterminados: Datos = {},
  aplicar?: Aplicar,
  /** Hand over every record, changed or not: the list columns (and so every search text) changed. */
  todos = false,
): Promise<Cambio[]> {
  const found = new Map<string, { registros: number; mensaje: string }>();
  const count = (campo: string, mensaje: string) => {
    const entry = found.get(campo) ?? { registros: 0, mensaje };
    entry.registros += 1;
    found.set(campo, entry);
  };
  const key = schema['x-resource']?.key;
  const keys = new Set<string>();
  for (let last = 0; ;) {
    const cambiados: { id: number; datos: Datos }[] = [];
    const rows = await db
      .select({ id: catalogoRegistro.id, datos: catalogoRegistro.datos, sucursalId: catalogoRegistro.sucursalId })
      .from(catalogoRegistro)
      .where(and(eq(catalogoRegistro.catalogo, nombre), gt(catalogoRegistro.id, last)))
      .orderBy(asc(catalogoRegistro.id))
      .limit(BATCH);
    for (const row of rows) {
      const stored = row.datos;
      const before = invalidFields(schema, carried(schema, stored, {}, new Set()));
      const datos = carried(schema, stored, predeterminados, new Set(before.keys()));
      const invalid = invalidFields(schema, datos);
      for (const [campo, mensaje] of invalid) count(campo, mensaje);
      if (key && datos[key] !== undefined && datos[key] !== null) {
        const folded = `${row.sucursalId}:${foldName(String(datos[key]))}`;
        if (keys.has(folded)) count(key, 'hay valores repetidos en una sucursal');
        keys.add(folded);
      }
      if (invalid.size === 0 && (todos || JSON.stringify(datos) !== JSON.stringify(stored))) {
        cambiados.push({ id: row.id, datos });
      }
    }
    if (aplicar && found.size === 0 && cambiados.length > 0) await aplicar(cambiados);
    if (rows.length < BATCH) break;
    last = rows[rows.length - 1].id;
  }
  return tally(schema, found);
}
