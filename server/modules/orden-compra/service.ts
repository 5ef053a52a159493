/**
 * Órdenes de compra (docs/domain.md Orden de compra): obra-scoped documents with lines, declared
 * once as an entity (schema, tables, hooks in ./rules.ts) and a lifecycle (creado → autorizado or
 * cancelado). Routes: ./routes.ts; the PDF: ./reporte.ts.
 */
import { desc, eq } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { OrdenCompra } from '../../../schemas/generated/ordenCompra';
import { fromCents } from '../../../schemas/money';

export type { OrdenCompra };
import type { Caller } from '../../auth/session';
import type { Db, Executor } from '../../db/client';
import { ordenCompra, ordenCompraDetalle, proveedor } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { defineEntity } from '../../entity/define';
import { obras } from '../obra/service';
import { ORDEN_NO_ENCONTRADA, ordenLifecycle } from './lifecycle';
import { approvalLimit } from './limite';
import { ordenRules } from './rules';

export const ordenes = defineEntity<OrdenCompra>({
  schema: schemas.ordenCompra,
  table: ordenCompra,
  idParam: 'ordenCompraId',
  notFound: ORDEN_NO_ENCONTRADA,
  relations: { proveedor: { column: ordenCompra.proveedorId, table: proveedor } },
  lines: { ordenCompraDetalles: { table: ordenCompraDetalle, parent: ordenCompraDetalle.ordenCompraId } },
  orderBy: [desc(ordenCompra.fecha), desc(ordenCompra.folio)],
  hooks: { beforeWrite: ordenRules },
});

export const { get: getOrden, create: createOrden, update: updateOrden } = ordenes;

/** GET /api/ordenCompra/?search: every order the caller sees, paged. */
export const pageOrdenes = (
  db: Executor,
  caller: Caller,
  query: { search?: string; page?: number; pageSize?: number },
) => ordenes.page(db, caller, { ...query, toSearch: query.search });

/** GET /api/ordenCompra/byObra/{obraId}: one obra's orders, paged; 404 for an obra the caller cannot see. */
export async function pageOrdenesDeObra(db: Executor, caller: Caller, obraId: number, query: Record<string, unknown>) {
  await obras.get(db, caller, obraId);
  return ordenes.page(db, caller, query, eq(ordenCompra.obraId, obraId));
}

/** GET /api/ordenCompra/obra/{obraId}: every order of the obra. */
export async function ordenesDeObra(db: Executor, caller: Caller, obraId: number) {
  await obras.get(db, caller, obraId);
  return ordenes.select(db, caller, { where: eq(ordenCompra.obraId, obraId) });
}

/** Autorizar or cancelar: the lifecycle's transition in one transaction, answered as a get would. */
export async function performOrden(
  db: Db,
  caller: Caller,
  action: 'autorizar' | 'cancelar',
  id: number,
): Promise<OrdenCompra> {
  return inTransaction(db, caller.id, async (tx) => {
    await ordenLifecycle.perform(tx, caller, action, id);
    return ordenes.get(tx, caller, id);
  });
}

/** GET /api/ordenCompra/{id}/limite: the caller's approval limit in the order's sucursal (null: none), so Autorizar can say why it is disabled. */
export async function limiteDeOrden(db: Executor, caller: Caller, id: number): Promise<{ limite: number | null }> {
  await ordenes.get(db, caller, id);
  const [{ sucursalId }] = await db
    .select({ sucursalId: ordenCompra.sucursalId })
    .from(ordenCompra)
    .where(eq(ordenCompra.id, id));
  const limite = await approvalLimit(db, caller, sucursalId);
  return { limite: limite === null ? null : fromCents(limite) };
}
