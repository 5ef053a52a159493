/**
 * The rules of an orden de compra write beyond its schema and lifecycle (docs/domain.md Orden de
 * compra): a proveedor and conceptos that exist; importe per line, subTotal, iva and total in
 * integer cents from the lines, whatever the client sent.
 */
import { inArray } from 'drizzle-orm';
import type { OrdenCompra } from '../../../schemas/generated/ordenCompra';
import { concepto } from '../../db/schema';
import { proveedorOf } from '../../domain/proveedor';
import { storeTotals } from '../../domain/totals';
import type { WriteContext } from '../../entity/define';

export const CONCEPTO_NO_EXISTE = 'El concepto no existe..';

export async function ordenRules(ctx: WriteContext<OrdenCompra>): Promise<void> {
  const { tx, input, errors, lines } = ctx;
  await proveedorOf(ctx, input.proveedor.id);
  const detalles = lines.ordenCompraDetalles;
  const conceptoIds = [...new Set(detalles.map((line) => line.conceptoId).filter((id) => typeof id === 'number'))];
  const known = conceptoIds.length
    ? await tx.select({ id: concepto.id }).from(concepto).where(inArray(concepto.id, conceptoIds))
    : [];
  const knownIds = new Set(known.map((row) => row.id));
  detalles.forEach((line, index) => {
    if (typeof line.conceptoId === 'number' && !knownIds.has(line.conceptoId)) {
      errors.add(`ordenCompraDetalles.${index}.conceptoId`, CONCEPTO_NO_EXISTE);
    }
  });
  errors.throwIfAny();
  storeTotals(detalles, ctx.values, 'cantidad');
}
