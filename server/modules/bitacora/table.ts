import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Audit trail (bitácora): written by a database trigger on every business table, and by the server
 * for logins, failed logins and denied requests. `usuario_id` comes from `app.usuario_id`.
 */
export const bitacora = pgTable(
  'bitacora',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    momento: timestamp('momento', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    tabla: text('tabla').notNull(),
    registroId: text('registro_id'),
    accion: text('accion').notNull(),
    // The audited row as row_to_json writes it, by column name.
    antes: jsonb('antes').$type<Record<string, unknown>>(),
    despues: jsonb('despues').$type<Record<string, unknown>>(),
    detalle: text('detalle'),
  },
  (t) => [index('bitacora_registro_idx').on(t.tabla, t.registroId, t.momento)],
);
