/**
 * The rules of a nota de crédito write beyond its schema (docs/domain.md Nota de crédito): only
 * while `creado`; made from an applied compra the caller sees (locked while the nota is written),
 * without a nota yet, whose proveedor, obra and folio it takes; its lines are the compra's unless the
 * body sends its own; totals by the server, above zero and at most the compra's saldo now. Creating
 * it marks the compra `tieneNotaCredito`, so a compra has at most one.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { NotaCredito } from '../../../schemas/generated/notaCredito';
import { formatCents, toCents } from '../../../schemas/money';
import type { Tx } from '../../db/client';
import { compra, compraDetalle, proveedor } from '../../db/schema';
import { chargeOf } from '../../domain/ledger';
import { storeTotals } from '../../domain/totals';
import type { Row, WriteContext } from '../../entity/define';
import { conflict } from '../../http-errors';
import { compraLifecycle } from '../compra/lifecycle';
import { notaLifecycle } from './lifecycle';

export const NOTA_SIN_PRODUCTOS = 'Agregue al menos un producto..';
export const NOTA_EN_CERO = 'El total de la nota debe ser mayor a cero..';
export const compraConNota = (folio: number) => `La compra #${folio} ya tiene nota de credito..`;
export const notaExcedeSaldo = (saldo: bigint) =>
  `El total de la nota excede el saldo de la compra: ${formatCents(saldo)}..`;

/** The compra's lines as a nota's. */
async function lineasDeCompra(tx: Tx, compraId: number): Promise<Row[]> {
  const rows = await tx
    .select()
    .from(compraDetalle)
    .where(eq(compraDetalle.compraId, compraId))
    .orderBy(asc(compraDetalle.id));
  return rows.map(({ nombre, unidadMedida, cantidadSurtida, precioUnitario, tasaiva }) => ({
    nombre,
    unidadMedida,
    cantidadSurtida,
    precioUnitario,
    tasaiva,
  }));
}

export async function notaRules(ctx: WriteContext<NotaCredito>): Promise<void> {
  const { tx, caller, input, values, errors, lines, current } = ctx;
  if (current) notaLifecycle.check('editar', current);
  // The compra, locked, of an open obra, applied (404 / 409 'La obra esta terminada..' / 409).
  const origen = await compraLifecycle.perform(
    tx,
    caller,
    'notaCredito',
    (current?.compraId as number | undefined) ?? input.compraId,
  );
  if (!current && origen.tieneNotaCredito) throw conflict(compraConNota(origen.folio));

  if (!current && lines.notaCreditoDetalle.length === 0) lines.notaCreditoDetalle = await lineasDeCompra(tx, origen.id);
  if (lines.notaCreditoDetalle.length === 0) errors.add('notaCreditoDetalle', NOTA_SIN_PRODUCTOS);
  const total = storeTotals(lines.notaCreditoDetalle, values, 'cantidadSurtida');
  if (lines.notaCreditoDetalle.length > 0 && total <= 0n) errors.add('notaCreditoDetalle', NOTA_EN_CERO);
  errors.throwIfAny();
  const charge = await chargeOf(tx, 'COMPRA', origen.id);
  const saldo = charge ? toCents(charge.saldo) : 0n;
  if (total > saldo) throw conflict(notaExcedeSaldo(saldo));

  Object.assign(values, { compraId: origen.id, folioCompra: origen.folio, proveedorId: origen.proveedorId });
  await ctx.resolveOwner(origen.obraId);
  if (!current) {
    Object.assign(values, await notaLifecycle.start(tx, values.sucursalId as number));
    await tx.update(compra).set({ tieneNotaCredito: true }).where(eq(compra.id, origen.id));
  }
  const folio = current?.folio ?? values.folio;
  const [{ nombre }] = await tx
    .select({ nombre: proveedor.nombre })
    .from(proveedor)
    .where(eq(proveedor.id, origen.proveedorId));
  values.busqueda = sql`f_unaccent(lower(${`${String(folio)} ${input.folioProveedor} ${String(origen.folio)} ${nombre}`}))`;
}
