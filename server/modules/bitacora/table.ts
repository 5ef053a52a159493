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
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    detalle: text('detalle'),
  },
  (t) => [index('bitacora_registro_idx').on(t.tabla, t.registroId, t.momento)],
);
