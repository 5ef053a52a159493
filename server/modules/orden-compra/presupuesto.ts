/**
 * The Insumos budget at authorization (docs/domain.md Orden de compra): the obra's line before and
 * after the order (GET …/impacto, shown by the Autorizar dialog), and, in the authorization's
 * transaction, the written justification an order needs when the obra ends up above the budget.
 */
import { eq } from 'drizzle-orm';
import { toCents } from '../../../schemas/money';
import { impactoEnInsumos, presupuestoSinJustificar } from '../../../schemas/purchasing';
import type { Executor } from '../../db/client';
import { compra, ordenCompra } from '../../db/schema';
import type { ActionBehaviour } from '../../domain/document';
import { insumosDeObra } from '../../domain/obra-cifras';
import { conflict } from '../../http-errors';

type Orden = typeof ordenCompra.$inferSelect;

/** What the order adds to its obra's comprometido now: its total while authorized and without a compra. */
async function comprometidoDeOrden(db: Executor, orden: Orden): Promise<bigint> {
  if (orden.status !== 'autorizado') return 0n;
  const [generada] = await db.select({ id: compra.id }).from(compra).where(eq(compra.ordenCompraId, orden.id));
  return generada ? 0n : toCents(orden.total);
}

/** GET …/impacto of an order the caller may read: the obra's Insumos without it, then with it. */
export async function insumosConOrden(db: Executor, orden: Orden) {
  const insumos = await insumosDeObra(db, orden.obraId);
  const comprometido = insumos.comprometido - (await comprometidoDeOrden(db, orden));
  return impactoEnInsumos({ ...insumos, comprometido }, toCents(orden.total));
}

/** What autorizar stores and checks beyond the approval limit. */
export const autorizacionEnPresupuesto: Pick<ActionBehaviour<Orden>, 'values' | 'effect'> = {
  values: ({ justificacion }) => (typeof justificacion === 'string' ? { justificacion: justificacion.trim() } : {}),
  async effect({ db, document }) {
    // The status change made the trigger add this order to its obra's comprometido (migration 0018)
    // with an INSERT … ON CONFLICT DO UPDATE of the obra's obra_cifras row, whose lock this
    // transaction holds until it ends. Another authorization of the obra waits for it there and,
    // READ COMMITTED, then reads sums that include this order: two orders each within what is left
    // cannot both pass without a justification. (An order of $0 changes no sum and locks nothing.)
    const refusal = presupuestoSinJustificar(await insumosDeObra(db, document.obraId), document.justificacion);
    if (refusal) throw conflict(refusal);
  },
};
