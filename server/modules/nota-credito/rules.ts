/**
 * The rules of a nota de crédito write beyond its schema and lifecycle (docs/domain.md Nota de
 * crédito): made from an applied compra the caller sees (locked while the nota is written: its
 * `nota` action), without a nota yet, whose proveedor, obra and folio it takes; its lines are the
 * compra's unless the body sends its own; totals by the server, above zero and at most the compra's
 * saldo now. Creating it marks the compra `tieneNotaCredito`, so a compra has at most one.
 */
import { asc, eq } from 'drizzle-orm';
import type { NotaCredito } from '../../../schemas/generated/notaCredito';
import { formatCents, toCents } from '../../../schemas/money';
import type { Tx } from '../../db/client';
import { wrote } from '../../db/keyset';
import { compra, compraDetalle, notaCredito } from '../../db/schema';
import type { DocumentRowOf } from '../../domain/document';
import { chargeOf } from '../../domain/ledger';
import { storeTotals } from '../../domain/totals';
import type { Row, WriteContext } from '../../entity/define';
import { conflict } from '../../http-errors';
import { compras } from '../compra/service';

export const NOTA_SIN_PRODUCTOS = 'Agregue al menos un producto..';
export const NOTA_EN_CERO = 'El total de la nota debe ser mayor a cero..';
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

export async function notaRules(ctx: WriteContext<NotaCredito, DocumentRowOf<typeof notaCredito>>): Promise<void> {
  const { tx, caller, input, values, errors, current } = ctx;
  const compraId = current?.compraId ?? input.compraId;
  // A new nota takes the compra's `nota` action (applied, without a nota); an edit keeps its compra,
  // applied for good, locked while the nota is checked against its saldo.
  const origen = current ? await compras.lock(tx, caller, compraId) : await compras.act(tx, caller, 'nota', compraId);

  if (!current && ctx.lines.notaCreditoDetalle.length === 0) {
    ctx.lines.notaCreditoDetalle = await lineasDeCompra(tx, origen.id);
  }
  const detalle = ctx.lines.notaCreditoDetalle;
  if (detalle.length === 0) errors.add('notaCreditoDetalle', NOTA_SIN_PRODUCTOS);
  const total = storeTotals(detalle, values, 'cantidadSurtida');
  if (detalle.length > 0 && total <= 0n) errors.add('notaCreditoDetalle', NOTA_EN_CERO);
  errors.throwIfAny();
  const charge = await chargeOf(tx, 'COMPRA', origen.id);
  const saldo = charge ? toCents(charge.saldo) : 0n;
  if (total > saldo) throw conflict(notaExcedeSaldo(saldo));

  Object.assign(values, { compraId: origen.id, folioCompra: origen.folio, proveedorId: origen.proveedorId });
  await ctx.resolveOwner(origen.obraId);
  if (!current) {
    await tx.update(compra).set({ tieneNotaCredito: true }).where(eq(compra.id, origen.id));
    wrote(tx, compra);
  }
}
