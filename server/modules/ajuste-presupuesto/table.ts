import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns';
import { ofObra } from '../../db/document-columns';
import { conceptoObra, lineaDeConcepto, presupuestoPartida } from '../presupuesto/table';

/**
 * A change to an obra's presupuesto after the contract (server/modules/ajuste-presupuesto): more
 * (or, negative, less) quantity of a concepto de obra at its P.U., or a concepto extraordinario
 * that becomes one once authorized (`conceptoObraId` then set). Only authorized ones move the
 * importe vigente (server/modules/presupuesto/vigente.ts).
 */
export const ajustePresupuesto = pgTable(
  'ajuste_presupuesto',
  {
    ...ofObra<'capturado' | 'autorizado' | 'rechazado'>(),
    folio: integer('folio').notNull(),
    fecha: date('fecha').notNull(),
    tipo: text('tipo').notNull().$type<'volumen' | 'extraordinario'>(),
    conceptoObraId: integer('concepto_obra_id').references(() => conceptoObra.id),
    partidaId: integer('partida_id').references(() => presupuestoPartida.id),
    ...lineaDeConcepto(),
    justificacion: text('justificacion').notNull(),
  },
  (t) => [
    uniqueIndex('ajuste_presupuesto_folio_key').on(t.sucursalId, t.folio),
    index('ajuste_presupuesto_obra_idx').on(t.obraId, t.fecha, t.folio, t.id),
    // The importe vigente sums a concepto's authorized ajustes.
    index('ajuste_presupuesto_concepto_idx').on(t.conceptoObraId, t.status),
    index('ajuste_presupuesto_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('ajuste_presupuesto_status_check', oneOf(t.status, ['capturado', 'autorizado', 'rechazado'])),
    check('ajuste_presupuesto_tipo_check', oneOf(t.tipo, ['volumen', 'extraordinario'])),
    check('ajuste_presupuesto_precio_check', sql`${t.precioUnitario} >= 0`),
  ],
);
