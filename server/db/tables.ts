/**
 * The tables no module owns: the folio series (../domain/folio.ts), the payables ledger
 * (../domain/ledger.ts) and the idempotent writes' answers (../plugins/app/idempotency.ts). Every
 * module's own tables are in its folder (`server/modules/<module>/table.ts`); ./schema.ts gathers all.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, money, oneOf } from './columns';
import { obra } from '../modules/obra/table';
import { proveedor } from '../modules/proveedor/table';
import { sucursal } from '../modules/sucursal/table';
import { usuario } from '../modules/usuario/table';

/**
 * The last folio given per document type and sucursal (server/domain/folio.ts). The row lock taken
 * by the increment serializes concurrent saves and a rollback returns the number: no gaps.
 */
export const folioSerie = pgTable(
  'folio_serie',
  {
    tipo: text('tipo').notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    ultimo: integer('ultimo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.sucursalId] })],
);

/** Documents that open a charge, and what lowers one (docs/domain.md, Cuentas por pagar). */
export const TIPOS_DOCUMENTO_CARGO = ['COMPRA', 'GASTO'] as const;
export type TipoDocumentoCargo = (typeof TIPOS_DOCUMENTO_CARGO)[number];
export const TIPOS_ABONO = ['PAGO', 'NOTA_CREDITO'] as const;
export type TipoAbono = (typeof TIPOS_ABONO)[number];

/**
 * A charge of the payables ledger (server/domain/ledger.ts): one per applied document, its saldo
 * lowered by abonos. The database itself refuses a second charge of a document and a saldo
 * outside 0..monto, whatever code writes.
 */
export const cargo = pgTable(
  'cargo',
  {
    id: serial('id').primaryKey(),
    tipoDocumento: text('tipo_documento').notNull().$type<TipoDocumentoCargo>(),
    documentoId: integer('documento_id').notNull(),
    folioDocumento: integer('folio_documento').notNull(),
    fecha: date('fecha').notNull(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedor.id),
    obraId: integer('obra_id')
      .notNull()
      .references(() => obra.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    monto: money('monto').notNull(),
    saldo: money('saldo').notNull(),
    promesaPago: date('promesa_pago').notNull(),
    fechaPago: date('fecha_pago'),
    autorizado: boolean('autorizado').notNull().default(false),
    ...audit,
  },
  (t) => [
    uniqueIndex('cargo_documento_key').on(t.tipoDocumento, t.documentoId),
    index('cargo_obra_proveedor_idx').on(t.obraId, t.proveedorId),
    // The payables screens read the unpaid charges of an obra, by authorization and date.
    index('cargo_obra_por_pagar_idx')
      .on(t.obraId, t.autorizado, t.fechaPago, t.promesaPago)
      .where(sql`${t.saldo} > 0`),
    // The lists' orders (server/domain/payables.ts): unpaid by payment date, promise and id; paid recent first.
    index('cargo_por_pagar_orden_idx')
      .on(t.obraId, sql`coalesce(${t.fechaPago}, 'infinity'::date)`, t.promesaPago, t.id)
      .where(sql`${t.saldo} > 0`),
    index('cargo_pagado_orden_idx')
      .on(t.obraId, t.fecha, t.id)
      .where(sql`${t.saldo} = 0`),
    // Registro de Pago reads one proveedor's authorized unpaid charges of an obra.
    index('cargo_proveedor_por_pagar_idx')
      .on(t.obraId, t.proveedorId, t.fechaPago, t.promesaPago)
      .where(sql`${t.saldo} > 0 AND ${t.autorizado}`),
    check('cargo_tipo_documento_check', oneOf(t.tipoDocumento, TIPOS_DOCUMENTO_CARGO)),
    check('cargo_saldo_check', sql`0 <= ${t.saldo} AND ${t.saldo} <= ${t.monto}`),
  ],
);

/** What lowered a charge's saldo: a payment or a nota de crédito (`referencia`: its id). */
export const abono = pgTable(
  'abono',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargo.id),
    fecha: date('fecha').notNull(),
    monto: money('monto').notNull(),
    tipo: text('tipo').notNull().$type<TipoAbono>(),
    referencia: integer('referencia').notNull(),
    // An abono is never changed: a correction is another document.
    creado: audit.creado,
  },
  (t) => [
    index('abono_cargo_idx').on(t.cargoId),
    index('abono_referencia_idx').on(t.tipo, t.referencia),
    // The abonos list's order (server/domain/payables.ts).
    index('abono_fecha_idx').on(t.fecha, t.id),
    check('abono_monto_check', sql`${t.monto} > 0`),
    check('abono_tipo_check', oneOf(t.tipo, TIPOS_ABONO)),
  ],
);

/**
 * The first answer of a write sent with an `Idempotency-Key` (server/plugins/app/idempotency.ts),
 * per caller and key, kept a day: a repeat (a double click, a re-send after a lost answer) is
 * answered with it instead of writing again. `estado` is null while the first request runs.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    /** Method and URL of the first request. */
    peticion: text('peticion').notNull(),
    /** sha256 of its JSON body ('' for multipart, whose parts are read by the handler). */
    huella: text('huella').notNull(),
    estado: integer('estado'),
    tipo: text('tipo'),
    respuesta: text('respuesta'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.clave] }), index('idempotencia_creado_idx').on(t.creado)],
);
