/**
 * Writes a backup (./manifest.ts) of a live database and its files: every table read in one
 * read-only snapshot (repeatable read), so a backup taken while the server writes is one consistent
 * moment — every document with its lines, every charge with its abonos — and the files its
 * documento rows name. Tables go through temporary files, so no table is held in memory.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { unbounded, type Db, type Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { FileStore } from '../files/storage';
import { archivoEntry, FORMATO, MANIFIESTO, tablaEntry, VERSION_FORMATO, type Manifiesto } from './manifest';
import { dataTables, schemaVersion, type TableInfo } from './tables';
import { asError } from '../thrown';

const BATCH = 2000;

/**
 * One table as NDJSON in `file`; answers its row count and checksum. A write that fails (a full
 * disk) rejects, its query stopped, rather than erring on a stream nobody listens to.
 */
async function dumpTable(tx: Executor, table: TableInfo, file: string): Promise<{ filas: number; sha256: string }> {
  const hash = createHash('sha256');
  let filas = 0;
  const cols = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  async function* batches() {
    for (let offset = 0; ; offset += BATCH) {
      // ctid is stable inside the snapshot: pages of one consistent read.
      const rows = await rowsOf<{ fila: string }>(
        tx,
        sql`SELECT row_to_json(r)::text AS fila FROM (SELECT ${cols} FROM ${sql.identifier(table.name)} ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) r`,
      );
      const lines = rows.map(({ fila }) => `${fila}\n`).join('');
      hash.update(lines);
      filas += rows.length;
      if (lines) yield lines;
      if (rows.length < BATCH) return;
    }
  }
  await pipeline(Readable.from(batches()), fs.createWriteStream(file));
  return { filas, sha256: hash.digest('hex') };
}

const addEntry = (pack: tar.Pack, name: string, content: Buffer) =>
  new Promise<void>((resolve, reject) => pack.entry({ name }, content, (error) => (error ? reject(error) : resolve())));

async function addFile(pack: tar.Pack, name: string, file: string): Promise<void> {
  const size = (await fs.promises.stat(file)).size;
  const entry = pack.entry({ name, size });
  await pipeline(fs.createReadStream(file), entry);
}

/** Writes the backup of `db` and `files` to `output` (gzipped tar); answers its manifest. */
export async function writeBackup(
  db: Db,
  kind: 'pglite' | 'postgres',
  files: FileStore,
  output: Writable,
): Promise<Manifiesto> {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), output);
  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'obras-respaldo-'));
  try {
    const manifiesto = await db.transaction(
      async (tx) => {
        // Every table in one snapshot: longer than request work may take.
        await unbounded(tx);
        const tables = await dataTables(tx);
        const manifest: Manifiesto = {
          formato: FORMATO,
          version: VERSION_FORMATO,
          creado: new Date().toISOString(),
          origen: kind,
          esquema: await schemaVersion(tx),
          tablas: [],
          archivos: [],
        };
        for (const table of tables) {
          const file = path.join(temp, `${table.name}.ndjson`);
          const { filas, sha256 } = await dumpTable(tx, table, file);
          await addFile(pack, tablaEntry(table.name), file);
          manifest.tablas.push({
            nombre: table.name,
            filas,
            sha256,
            columnas: table.columns,
            secuencias: table.serials,
          });
        }
        const shas = await rowsOf<{ sha256: string }>(tx, sql`SELECT DISTINCT sha256 FROM documento ORDER BY sha256`);
        for (const { sha256 } of shas) {
          const content = await files.read(sha256);
          await addEntry(pack, archivoEntry(sha256), content);
          manifest.archivos.push({ sha256, bytes: content.length });
        }
        return manifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await addEntry(pack, MANIFIESTO, Buffer.from(JSON.stringify(manifiesto, null, 2)));
    pack.finalize();
    await written;
    return manifiesto;
  } catch (error) {
    pack.destroy(asError(error));
    await written.catch(() => undefined);
    throw error;
  } finally {
    await fs.promises.rm(temp, { recursive: true, force: true });
  }
}
