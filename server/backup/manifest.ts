/**
 * A backup file (README "Backups"): a gzipped tar with one NDJSON entry per table
 * (`tablas/<tabla>.ndjson`, a row per line as PostgreSQL's row_to_json writes it), one entry per
 * stored file (`archivos/<sha256>`, named by its own content's hash) and, last, `respaldo.json`:
 * this manifest, with the checksum of every other entry, so a restore checks all of it before it
 * touches anything.
 */
export const FORMATO = 'obras-respaldo';
export const VERSION_FORMATO = 1;
export const MANIFIESTO = 'respaldo.json';

export interface TablaRespaldada {
  nombre: string;
  filas: number;
  /** SHA-256 of the entry's bytes. */
  sha256: string;
  /** The columns each row holds (generated ones are left out and recomputed). */
  columnas: string[];
  /** Columns with a sequence behind them. */
  secuencias: string[];
}

export interface Manifiesto {
  formato: typeof FORMATO;
  version: typeof VERSION_FORMATO;
  creado: string;
  /** The database it was taken from. */
  origen: 'pglite' | 'postgres';
  /** The journal timestamp of the last migration the database had. */
  esquema: number;
  tablas: TablaRespaldada[];
  /** Every stored file, by the SHA-256 of its content, with its size. */
  archivos: { sha256: string; bytes: number }[];
}

export const tablaEntry = (tabla: string) => `tablas/${tabla}.ndjson`;
export const archivoEntry = (sha256: string) => `archivos/${sha256}`;
