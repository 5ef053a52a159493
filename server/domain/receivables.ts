/**
 * The receivables ledger: facturas (client invoices) and the ingresos that lower their saldo (and
 * make an estimación cobrada when its factura's reaches 0). The
 * only writer of `ingreso` and of `factura.saldo`, so saldo = total − Σ ingresos and
 * 0 ≤ saldo ≤ total hold after every call (the database checks the bounds too). Both calls run in
 * the caller's transaction with the facturas row-locked: the factura module's edit (its row locked
 * by the entity layer) and `recordIngresos` (locks them here, in id order).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { centsToText, moneyToJson, toCents } from '../../schemas/money';
import { FACTURA_NO_ENCONTRADA, ingresoExcedeSaldo, totalBajoCobrado } from '../../schemas/receivables';
import type { Caller } from '../auth/session';
import type { Executor, Tx } from '../db/client';
import { wrote } from '../db/keyset';
import type { FormaPago } from '../db/document-columns';
import { estimacion, factura, ingreso } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { visibleTo } from '../modules/common/sucursal';
import { lockOpenObra } from './closed-obra';

export { FACTURA_NO_ENCONTRADA, ingresoExcedeSaldo, totalBajoCobrado };

/** Σ ingresos of a factura, in cents. */
async function cobradoDe(tx: Executor, facturaId: number): Promise<bigint> {
  const [{ cobrado }] = await tx
    .select({ cobrado: sql<string>`coalesce(sum(${ingreso.monto}), 0)::text` })
    .from(ingreso)
    .where(eq(ingreso.facturaId, facturaId));
  return toCents(cobrado);
}

/**
 * The saldo of a factura whose total becomes `total` (cents), for its edit: 409 when the total
 * would fall below what was already collected. The caller holds the factura's row lock, so no
 * ingreso lands between the sum and the write.
 */
export async function saldoForTotal(tx: Tx, facturaId: number, total: bigint): Promise<bigint> {
  const cobrado = await cobradoDe(tx, facturaId);
  if (total < cobrado) throw conflict(totalBajoCobrado(cobrado));
  return total - cobrado;
}

export interface IngresoEntry {
  facturaId: number;
  /** YYYY-MM-DD. */
  fecha: string;
  /** Cents, above 0. */
  monto: bigint;
  formaPago?: FormaPago;
  referencia?: string;
}

export interface IngresoRegistrado {
  id: number;
  factura: { id: number; folio: string; saldo: number };
  fecha: string;
  monto: number;
  formaPago?: string;
  referencia?: string;
}

/**
 * Records every entry or none: the facturas the caller can see are locked (`FOR UPDATE`, in id order,
 * so two sets naming the same facturas queue instead of deadlocking; 404 for one it cannot see), then
 * their obras are guarded (409 'La obra esta terminada..'), and the entries of each factura may not add
 * up to more than its saldo (409 naming its folio and saldo). Answers the stored ingresos in the
 * order they were sent.
 */
export async function recordIngresos(tx: Tx, caller: Caller, entries: IngresoEntry[]): Promise<IngresoRegistrado[]> {
  const ids = [...new Set(entries.map((entry) => entry.facturaId))].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: factura.id, folio: factura.folio, saldo: factura.saldo, obraId: factura.obraId })
    .from(factura)
    .where(and(inArray(factura.id, ids), visibleTo(caller, factura.sucursalId)))
    .orderBy(asc(factura.id))
    .for('update');
  if (locked.length !== ids.length) throw notFound(FACTURA_NO_ENCONTRADA);
  for (const obraId of [...new Set(locked.map((row) => row.obraId))].sort((a, b) => a - b)) {
    await lockOpenObra(tx, caller, obraId);
  }
  const saldos = new Map(locked.map((row) => [row.id, toCents(row.saldo)]));
  for (const entry of entries) {
    if (entry.monto <= 0n) throw new RangeError(`Monto invalido: ${entry.monto}`);
    saldos.set(entry.facturaId, saldos.get(entry.facturaId)! - entry.monto);
  }
  for (const row of locked) {
    if (saldos.get(row.id)! < 0n) throw conflict(ingresoExcedeSaldo(row.folio, toCents(row.saldo)));
  }
  const stored = await tx
    .insert(ingreso)
    .values(
      entries.map((entry) => ({
        facturaId: entry.facturaId,
        fecha: entry.fecha,
        monto: centsToText(entry.monto),
        formaPago: entry.formaPago,
        referencia: entry.referencia,
      })),
    )
    .returning();
  // saldo = total − Σ ingresos, recomputed from the rows rather than carried, so it cannot drift.
  const updated = await tx
    .update(factura)
    .set({
      saldo: sql`${factura.total} - (SELECT coalesce(sum(${ingreso.monto}), 0) FROM ${ingreso} WHERE ${ingreso.facturaId} = ${factura.id})`,
    })
    .where(inArray(factura.id, ids))
    .returning({ id: factura.id, folio: factura.folio, saldo: factura.saldo });
  // An estimación is cobrada once its factura's saldo reaches 0 (docs/domain.md, Estimación).
  const pagadas = updated.filter((row) => toCents(row.saldo) === 0n).map((row) => row.id);
  if (pagadas.length > 0) {
    await tx
      .update(estimacion)
      .set({ status: 'cobrada' })
      .where(and(inArray(estimacion.facturaId, pagadas), eq(estimacion.status, 'facturada')));
    wrote(tx, estimacion);
  }
  wrote(tx, ingreso);
  wrote(tx, factura);
  const facturas = new Map(updated.map((row) => [row.id, { ...row, saldo: moneyToJson(row.saldo) }]));
  return stored.map((row) => ({
    id: row.id,
    factura: facturas.get(row.facturaId)!,
    fecha: row.fecha,
    monto: moneyToJson(row.monto),
    ...(row.formaPago ? { formaPago: row.formaPago } : {}),
    ...(row.referencia ? { referencia: row.referencia } : {}),
  }));
}

/** The ingresos of a factura, oldest first, as its read answers them. */
export async function ingresosDe(db: Executor, facturaId: number) {
  const rows = await db
    .select()
    .from(ingreso)
    .where(eq(ingreso.facturaId, facturaId))
    .orderBy(asc(ingreso.fecha), asc(ingreso.id));
  return rows.map((row) => ({
    id: row.id,
    fecha: row.fecha,
    monto: moneyToJson(row.monto),
    ...(row.formaPago ? { formaPago: row.formaPago } : {}),
    ...(row.referencia ? { referencia: row.referencia } : {}),
  }));
}
