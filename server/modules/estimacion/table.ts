import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, oneOf } from '../../db/columns';
import { ofObra } from '../../db/document-columns';
import { factura } from '../factura/table';
import { conceptoObra, lineaDeConcepto } from '../presupuesto/table';

export const STATUS_ESTIMACION = ['creada', 'enviada', 'autorizada', 'facturada', 'cobrada'] as const;
export type StatusEstimacion = (typeof STATUS_ESTIMACION)[number];
export const TIPOS_ESTIMACION = ['normal', 'extraordinarios', 'finiquito'] as const;

/**
 * An estimación of an obra (server/modules/estimacion): the quantities of its conceptos de obra
 * executed in a period, valued at their P.U., and its carátula in cents, computed by the server
 * when it is written (schemas/estimacion.ts). Its folio counts per obra; facturada, it names the
 * factura of Cobros it made (one: the unique index).
 */
export const estimacion = pgTable(
  'estimacion',
  {
    ...ofObra<StatusEstimacion>(),
    folio: integer('folio').notNull(),
    fecha: date('fecha').notNull(),
    periodoDel: date('periodo_del').notNull(),
    periodoAl: date('periodo_al').notNull(),
    tipo: text('tipo').notNull().$type<(typeof TIPOS_ESTIMACION)[number]>(),
    observaciones: text('observaciones'),
    importe: money('importe').notNull(),
    amortizacion: money('amortizacion').notNull(),
    subtotal: money('subtotal').notNull(),
    tasaIva: integer('tasa_iva').notNull(),
    iva: money('iva').notNull(),
    totalRetenciones: money('total_retenciones').notNull(),
    totalDeducciones: money('total_deducciones').notNull(),
    neto: money('neto').notNull(),
    autorizadoPor: text('autorizado_por'),
    autorizadoEn: timestamp('autorizado_en', { withTimezone: true, mode: 'string' }),
    motivoDevolucion: text('motivo_devolucion'),
    facturaId: integer('factura_id').references(() => factura.id),
  },
  (t) => [
    uniqueIndex('estimacion_folio_key').on(t.obraId, t.folio),
    index('estimacion_obra_idx').on(t.obraId, t.fecha, t.folio, t.id),
    index('estimacion_obra_periodo_idx').on(t.obraId, t.periodoDel, t.periodoAl),
    // An obra has one finiquito at most, whatever two desks save at once.
    uniqueIndex('estimacion_finiquito_key')
      .on(t.obraId)
      .where(sql`${t.tipo} = 'finiquito'`),
    uniqueIndex('estimacion_factura_key').on(t.facturaId),
    index('estimacion_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('estimacion_status_check', oneOf(t.status, STATUS_ESTIMACION)),
    check('estimacion_tipo_check', oneOf(t.tipo, TIPOS_ESTIMACION)),
    check('estimacion_periodo_check', sql`${t.periodoDel} <= ${t.periodoAl}`),
    check('estimacion_amortizacion_check', sql`0 <= ${t.amortizacion} AND ${t.amortizacion} <= ${t.importe}`),
    check('estimacion_iva_check', sql`${t.tasaIva} IN (16, 8)`),
  ],
);

/**
 * A line of an estimación: a concepto de obra and the cantidad of this period, with what the server
 * computed when it was saved (the concepto's clave to P.U., importe, the quantities beside it).
 */
export const estimacionLinea = pgTable(
  'estimacion_linea',
  {
    id: serial('id').primaryKey(),
    estimacionId: integer('estimacion_id')
      .notNull()
      .references(() => estimacion.id, { onDelete: 'cascade' }),
    conceptoObraId: integer('concepto_obra_id')
      .notNull()
      .references(() => conceptoObra.id),
    ...lineaDeConcepto(),
    // As of the estimación's last save: once sent it is the paper the client signed.
    contratado: numeric('contratado', { precision: 18, scale: 4 }).notNull(),
    anterior: numeric('anterior', { precision: 18, scale: 4 }).notNull(),
    acumulado: numeric('acumulado', { precision: 18, scale: 4 }).notNull(),
    porEstimar: numeric('por_estimar', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [
    index('estimacion_linea_estimacion_idx').on(t.estimacionId),
    // What the obra's estimaciones already billed of a concepto.
    index('estimacion_linea_concepto_idx').on(t.conceptoObraId, t.estimacionId),
    check('estimacion_linea_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

/** A deducción typed on an estimación (a pena convencional, material suministrado). */
export const estimacionDeduccion = pgTable(
  'estimacion_deduccion',
  {
    id: serial('id').primaryKey(),
    estimacionId: integer('estimacion_id')
      .notNull()
      .references(() => estimacion.id, { onDelete: 'cascade' }),
    concepto: text('concepto').notNull(),
    importe: money('importe').notNull(),
  },
  (t) => [
    index('estimacion_deduccion_estimacion_idx').on(t.estimacionId),
    check('estimacion_deduccion_importe_check', sql`${t.importe} > 0`),
  ],
);

/**
 * A retención as the estimación applied it (the obra's, on its base); negative: the finiquito's
 * devolución of what a retención that is returned withheld.
 */
export const estimacionRetencion = pgTable(
  'estimacion_retencion',
  {
    id: serial('id').primaryKey(),
    estimacionId: integer('estimacion_id')
      .notNull()
      .references(() => estimacion.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    base: text('base').notNull().$type<'importe' | 'subtotal'>(),
    tasa: numeric('tasa', { precision: 7, scale: 4 }).notNull(),
    importe: money('importe').notNull(),
  },
  (t) => [
    index('estimacion_retencion_estimacion_idx').on(t.estimacionId),
    check('estimacion_retencion_base_check', oneOf(t.base, ['importe', 'subtotal'])),
  ],
);
