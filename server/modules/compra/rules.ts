/**
 * The rules of a compra write beyond its schema (docs/domain.md Compra): only while `creado`; a
 * proveedor that exists, whose credit terms give condicionPago; importe per line and the totals by
 * the server; on create, status and the folio of the obra's sucursal in this transaction. An edit
 * keeps the compra in its obra.
 */
import { eq, sql } from 'drizzle-orm';
import type { Compra } from '../../../schemas/generated/compra';
import { proveedor } from '../../db/schema';
import { storeTotals } from '../../domain/totals';
import type { WriteContext } from '../../entity/define';
import { PROVEEDOR_NO_EXISTE } from '../orden-compra/rules';
import { compraLifecycle } from './lifecycle';

export const CONTADO = 'Contado';
export const condicionCredito = (dias: number) => `Credito ${dias} dias`;

export async function compraRules(ctx: WriteContext<Compra>): Promise<void> {
  const { tx, input, values, errors, lines, current } = ctx;
  if (current) compraLifecycle.check('editar', current);

  const [found] = await tx
    .select({ nombre: proveedor.nombre, esCredito: proveedor.esCredito, diasCredito: proveedor.diasCredito })
    .from(proveedor)
    .where(eq(proveedor.id, input.proveedor.id));
  if (!found) errors.add('proveedor.id', PROVEEDOR_NO_EXISTE);
  errors.throwIfAny();

  storeTotals(lines.compraDetalle, values, 'cantidadSurtida');
  values.condicionPago = found.esCredito ? condicionCredito(found.diasCredito ?? 0) : CONTADO;
  if (current) {
    await ctx.resolveOwner(current.obraId);
  } else {
    await ctx.resolveOwner();
    Object.assign(values, await compraLifecycle.start(tx, values.sucursalId as number));
  }
  const folio = current?.folio ?? values.folio;
  values.busqueda = sql`f_unaccent(lower(${`${String(folio)} ${input.folioProveedor ?? ''} ${found.nombre}`}))`;
}
