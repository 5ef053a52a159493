/**
 * The file store in PostgreSQL (docs/decisions.md, Files in the database): the `archivo` row of a
 * file and its bytes in `archivo_parte` chunks, written through the transaction that inserts the
 * documento row naming it, so a file exists exactly when a committed request stored it, and every
 * instance on the database reads the same files. A download selects one chunk at a time.
 */
import { Readable } from 'node:stream';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { archivo, archivoParte, documento } from '../db/schema';
import { checkedHash, createFileStore, sha256Of, SHA256, type FileStore } from './storage';
import { asError } from '../thrown';

/** Bytes per chunk: what a download holds in memory at once, and small enough to stay off the pool's way. */
export const ARCHIVO_PARTE_BYTES = 256 * 1024;
/** Chunks per INSERT: a 10 MB upload is 5 statements of at most 2 MB each. */
const PARTES_POR_INSERT = 8;

/** The folder store's error for a missing file, so callers handle both stores alike. */
const notStored = (sha256: string) =>
  Object.assign(new Error(`ENOENT: archivo no encontrado: ${sha256}`), { code: 'ENOENT' });

const incomplete = (sha256: string, n: number) => new Error(`Archivo incompleto: ${sha256} no tiene la parte ${n}`);

/** A stream that selects chunk n+1 only when the reader asked for more (its buffer drained). */
function chunkStream(db: Db, sha256: string): Readable {
  let n = 0;
  return new Readable({
    async read() {
      try {
        // The header comes with each chunk: one query tells whether the file exists, gives the
        // chunk and whether it is the last.
        const [row] = await db
          .select({ partes: archivo.partes, datos: archivoParte.datos })
          .from(archivo)
          .leftJoin(archivoParte, and(eq(archivoParte.sha256, archivo.sha256), eq(archivoParte.n, n)))
          .where(eq(archivo.sha256, sha256));
        if (!row) throw notStored(sha256);
        if (n >= row.partes) return void this.push(null);
        if (!row.datos) throw incomplete(sha256, n);
        n += 1;
        this.push(row.datos);
        if (n === row.partes) this.push(null);
      } catch (err) {
        this.destroy(asError(err));
      }
    },
  });
}

export function createDatabaseFileStore(db: Db): FileStore {
  const store: FileStore = {
    async put(content, tx) {
      const sha256 = sha256Of(content);
      const partes = Math.ceil(content.length / ARCHIVO_PARTE_BYTES);
      // The header row decides who writes the chunks: a put of bytes already stored (or stored
      // earlier in this transaction) writes nothing, and a concurrent one waits on its key until
      // the first transaction commits (nothing to write) or rolls back (it writes them itself).
      const [created] = await tx
        .insert(archivo)
        .values({ sha256, tamano: content.length, partes })
        .onConflictDoNothing()
        .returning({ sha256: archivo.sha256 });
      if (!created) return sha256;
      for (let first = 0; first < partes; first += PARTES_POR_INSERT) {
        const rows = [];
        for (let n = first; n < Math.min(partes, first + PARTES_POR_INSERT); n++) {
          rows.push({ sha256, n, datos: content.subarray(n * ARCHIVO_PARTE_BYTES, (n + 1) * ARCHIVO_PARTE_BYTES) });
        }
        await tx.insert(archivoParte).values(rows).onConflictDoNothing();
      }
      return sha256;
    },

    async read(sha256) {
      const [header] = await db
        .select({ partes: archivo.partes })
        .from(archivo)
        .where(eq(archivo.sha256, checkedHash(sha256)));
      if (!header) throw notStored(sha256);
      const parts = await db
        .select({ datos: archivoParte.datos })
        .from(archivoParte)
        .where(eq(archivoParte.sha256, sha256))
        .orderBy(asc(archivoParte.n));
      if (parts.length !== header.partes) throw incomplete(sha256, parts.length);
      return Buffer.concat(parts.map((p) => p.datos));
    },

    stream: (sha256) => chunkStream(db, checkedHash(sha256)),

    async remove(sha256) {
      // The chunks go with their header (ON DELETE CASCADE). The check that no documento names the
      // file is repeated in the same statement: another instance may have just committed one.
      await db.delete(archivo).where(
        and(
          eq(archivo.sha256, checkedHash(sha256)),
          notExists(
            db
              .select({ uno: sql`1` })
              .from(documento)
              .where(eq(documento.sha256, sha256)),
          ),
        ),
      );
    },

    // Nothing to note: a failed request's transaction rolled its files back with it.
    tracking: () => store,
  };
  return store;
}

export interface FolderImport {
  /** Files copied from the folder into the database. */
  importados: number;
  /** Files a documento names that neither the database nor the folder holds (intact). */
  faltantes: number;
}

/**
 * The upgrade of an installation on PostgreSQL whose files were in DATA_DIR/files: every file a
 * documento names that the database lacks is copied in from `dir` (each in its own transaction),
 * so it serves them all from then on. Later starts find nothing to copy; the folder is left as it
 * was. Each instance copies what its own folder holds.
 */
export async function importFolderFiles(db: Db, dir: string): Promise<FolderImport> {
  const missing = await db
    .selectDistinct({ sha256: documento.sha256 })
    .from(documento)
    .where(
      notExists(
        db
          .select({ uno: sql`1` })
          .from(archivo)
          .where(eq(archivo.sha256, documento.sha256)),
      ),
    );
  const result: FolderImport = { importados: 0, faltantes: 0 };
  if (missing.length === 0) return result;
  const folder = createFileStore(dir);
  const store = createDatabaseFileStore(db);
  for (const { sha256 } of missing) {
    // Read whole, one at a time: at most one upload's size (10 MB) in memory.
    const content = SHA256.test(sha256) ? await folder.read(sha256).catch(() => null) : null;
    // A file changed on disk would be stored under another hash, and the documento still lack it.
    if (!content || sha256Of(content) !== sha256) {
      result.faltantes += 1;
      continue;
    }
    await db.transaction((tx) => store.put(content, tx));
    result.importados += 1;
  }
  return result;
}

/** The file store of a database: its own tables on PostgreSQL, the folder `filesDir` on PGlite. */
export const fileStoreOf = (kind: 'pglite' | 'postgres', db: Db, filesDir: string): FileStore =>
  kind === 'postgres' ? createDatabaseFileStore(db) : createFileStore(filesDir);
