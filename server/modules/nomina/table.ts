import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, oneOf } from '../../db/columns';
import { obraDocumentColumns, partidaId } from '../../db/document-columns';

/** A week's payroll of an obra (server/modules/nomina): one per obra and semana; folio by the server. */
export const nomina = pgTable(
  'nomina',
  {
    ...obraDocumentColumns<'creado'>(),
    folio: integer('folio').notNull(),
    semana: integer('semana').notNull(),
    total: money('total').notNull(),
    nota: text('nota'),
    partidaId: partidaId(),
  },
  (t) => [
    index('nomina_partida_idx').on(t.partidaId),
    uniqueIndex('nomina_folio_key').on(t.sucursalId, t.folio),
    uniqueIndex('nomina_obra_semana_key').on(t.obraId, t.semana),
    index('nomina_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('nomina_status_check', oneOf(t.status, ['creado'])),
    check('nomina_semana_check', sql`${t.semana} BETWEEN 1 AND 999`),
    check('nomina_total_check', sql`${t.total} >= 0`),
  ],
);
