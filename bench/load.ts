/**
 * Bulk data for the bench: clientes, proveedores and conceptos generated inside the database with
 * multi-row `INSERT … SELECT generate_series` in chunks, never one request per row. Triggers are
 * off while loading (session_replication_role), so the bulk rows leave no bitácora rows behind.
 * Names are words plus a 7-digit number: they sort like real names and `pena 00013` (SEARCH)
 * matches five rows ("… Peña 0001300" to "… Peña 0001304") at any size, accents and case aside.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { inTransaction } from '../server/db/tx';

export const SEARCH = 'pena 00013';
const CHUNK = 50_000;

const WORDS1 = `ARRAY['Constructora','Materiales','Ferreteria','Aceros','Concretos','Maderas','Electricos','Pinturas','Transportes','Servicios']`;
const WORDS2 = `ARRAY['Peña','Sonora','Yaqui','Álamos','Cajeme','Guaymas','Navojoa','Nogales','Pitic','Bacum','Ures','Opodepe','Huatabampo']`;
const pick = (words: string) => `(${words})[1 + i % 10]`;
/** `i` → "<word1> <word2> 0000042": word2 changes every 5 rows, so a word and a number prefix are rare together. */
const NOMBRE = `${pick(WORDS1)} || ' ' || (${WORDS2})[1 + (i / 5) % 13] || ' ' || lpad(i::text, 7, '0')`;

const INSERTS = {
  cliente: (
    sucursalId: number,
  ) => `INSERT INTO cliente (nombre, razon_social, direccion, rfc, telefono, telefono_contacto,
      correo_contacto, dias_credito, sucursal_id)
    SELECT ${NOMBRE}, ${NOMBRE} || ' SA de CV', 'Calle ' || i % 500 || ', Hermosillo, Sonora', 'XAXX010101000',
      '662 ' || lpad((i % 1000000)::text, 7, '0'), '662 100 2000', 'c' || i || '@ejemplo.mx', 15, ${sucursalId}`,
  proveedor: () => `INSERT INTO proveedor (nombre, direccion, rfc, telefono, correo)
    SELECT ${NOMBRE}, 'Blvd. Kino ' || i % 900 || ', Hermosillo, Sonora', 'XAXX010101000',
      '662 ' || lpad((i % 1000000)::text, 7, '0'), 'p' || i || '@ejemplo.mx'`,
  concepto: () => `INSERT INTO concepto (nombre, descripcion, clasificacion_id, precio_unitario)
    SELECT ${NOMBRE}, 'Concepto generado ' || i, (SELECT min(id) FROM clasificacion), (i % 100000) / 100.0`,
};
export type BenchTable = keyof typeof INSERTS;
export const TABLES = Object.keys(INSERTS) as BenchTable[];

async function countOf(db: Db, table: BenchTable): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** Tops every bench table up to `rows` rows (a restart with a larger size only adds the difference). */
export async function loadRows(db: Db, rows: number, sucursalId: number, log: (line: string) => void): Promise<void> {
  for (const table of TABLES) {
    const start = await countOf(db, table);
    for (let from = start + 1; from <= rows; from += CHUNK) {
      const to = Math.min(rows, from + CHUNK - 1);
      await inTransaction(db, null, async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql.raw(`${INSERTS[table](sucursalId)} FROM generate_series(${from}, ${to}) AS i`));
      });
      log(`${table}: ${to} filas`);
    }
  }
  await db.execute(sql`VACUUM ANALYZE`);
}
