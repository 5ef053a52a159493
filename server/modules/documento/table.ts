import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sucursal } from '../sucursal/table';
import { usuario } from '../usuario/table';

/**
 * Stored files (docs/domain.md uploads): content-addressed by sha256 (in `archivo`, or under
 * DATA_DIR/files with PGlite). The owner (module link and sucursal) decides who may download it.
 */
export const documento = pgTable(
  'documento',
  {
    id: serial('id').primaryKey(),
    sha256: text('sha256').notNull(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    tamano: integer('tamano').notNull(),
    modulo: text('modulo').notNull(),
    sucursalId: integer('sucursal_id').references(() => sucursal.id),
    creadoPor: integer('creado_por').references(() => usuario.id),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documento_sha256_idx').on(t.sha256)],
);

/**
 * A document's anexos (server/domain/anexos.ts): a stored documento attached to a document (`tabla`:
 * its schema's $id, `registroId`) with the kind and title it supports it as (an estimación's números
 * generadores, its reporte fotográfico). Removing one removes this row; the documento stays, as a
 * replaced comprobante's does.
 */
export const anexo = pgTable(
  'anexo',
  {
    id: serial('id').primaryKey(),
    tabla: text('tabla').notNull(),
    registroId: integer('registro_id').notNull(),
    documentoId: integer('documento_id')
      .notNull()
      .references(() => documento.id),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    creadoPor: integer('creado_por').references(() => usuario.id),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('anexo_registro_idx').on(t.tabla, t.registroId, t.id),
    check('anexo_titulo_check', sql`length(${t.titulo}) BETWEEN 1 AND 200`),
  ],
);

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files kept in PostgreSQL (server/files/db-storage.ts), content-addressed like the
 * folder store: one row per file, written in the transaction of the documento row that names it,
 * so every instance on the database sees the same files. Unused on PGlite (files in DATA_DIR/files).
 */
export const archivo = pgTable(
  'archivo',
  {
    sha256: text('sha256').primaryKey(),
    tamano: integer('tamano').notNull(),
    /** How many archivo_parte rows hold its bytes. */
    partes: integer('partes').notNull(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('archivo_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('archivo_partes_check', sql`${t.partes} >= 0 AND ${t.tamano} >= 0`),
  ],
);

/** A file's bytes in chunks of ARCHIVO_PARTE_BYTES (256 KB), so a download reads one chunk at a time. */
export const archivoParte = pgTable(
  'archivo_parte',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => archivo.sha256, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    datos: bytea('datos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.n] })],
);
