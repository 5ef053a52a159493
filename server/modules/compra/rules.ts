/**
 * The rules of a compra write beyond its schema and lifecycle (docs/domain.md Compra): a proveedor
 * that exists, whose credit terms give condicionPago; importe per line and the totals by the server.
 */
import type { Compra } from '../../../schemas/generated/compra';
import { proveedorOf } from '../../domain/proveedor';
import { storeTotals } from '../../domain/totals';
import type { WriteContext } from '../../entity/define';

export const CONTADO = 'Contado';
export const condicionCredito = (dias: number) => `Credito ${dias} dias`;

export async function compraRules(ctx: WriteContext<Compra>): Promise<void> {
  const found = await proveedorOf(ctx, ctx.input.proveedor.id);
  ctx.errors.throwIfAny();
  storeTotals(ctx.lines.compraDetalle, ctx.values, 'cantidadSurtida');
  ctx.values.condicionPago = found?.esCredito ? condicionCredito(found.diasCredito ?? 0) : CONTADO;
}
