/**
 * The rules of an orden de compra write beyond its schema (docs/domain.md Orden de compra): only in
 * `creado`; a proveedor and conceptos that exist; importe per line, subTotal, iva and total in
 * integer cents from the lines, whatever the client sent; on create, status and the folio of the
 * obra's sucursal, taken in this transaction after the obra is locked.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrdenCompra } from '../../../schemas/generated/ordenCompra';
import { centsToText, documentTotals } from '../../../schemas/money';
import { concepto, proveedor } from '../../db/schema';
import type { WriteContext } from '../../entity/define';
import { ordenLifecycle } from './lifecycle';

export const PROVEEDOR_NO_EXISTE = 'El proveedor no existe..';
export const CONCEPTO_NO_EXISTE = 'El concepto no existe..';

export async function ordenRules(ctx: WriteContext<OrdenCompra>): Promise<void> {
  const { tx, input, values, errors, lines, current } = ctx;
  if (current) ordenLifecycle.check('editar', current);

  const [found] = await tx
    .select({ nombre: proveedor.nombre })
    .from(proveedor)
    .where(eq(proveedor.id, input.proveedor.id));
  if (!found) errors.add('proveedor.id', PROVEEDOR_NO_EXISTE);
  const detalles = lines.ordenCompraDetalles;
  const conceptoIds = [
    ...new Set(detalles.map((line) => line.conceptoId).filter((id): id is number => typeof id === 'number')),
  ];
  const known = conceptoIds.length
    ? await tx.select({ id: concepto.id }).from(concepto).where(inArray(concepto.id, conceptoIds))
    : [];
  const knownIds = new Set(known.map((row) => row.id));
  detalles.forEach((line, index) => {
    if (typeof line.conceptoId === 'number' && !knownIds.has(line.conceptoId))
      errors.add(`ordenCompraDetalles.${index}.conceptoId`, CONCEPTO_NO_EXISTE);
  });
  errors.throwIfAny();

  // The lines hold validated decimal text here (cantidad and tasaiva with 4 decimals, precio 2).
  const totals = documentTotals(detalles as { cantidad: string; precioUnitario: string; tasaiva: string }[]);
  detalles.forEach((line, index) => (line.importe = centsToText(totals.lines[index].importe)));
  values.subTotal = centsToText(totals.subTotal);
  values.iva = centsToText(totals.iva);
  values.total = centsToText(totals.total);

  if (!current) {
    await ctx.resolveOwner();
    Object.assign(values, await ordenLifecycle.start(tx, values.sucursalId as number));
  }
  const folio = current?.folio ?? values.folio;
  values.busqueda = sql`f_unaccent(lower(${`${String(folio)} ${found.nombre}`}))`;
}
