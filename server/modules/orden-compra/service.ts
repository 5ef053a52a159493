/**
 * Órdenes de compra (docs/domain.md Orden de compra): a document declared once (schema with its
 * `x-lifecycle`, tables, ./rules.ts) — creado → autorizado (within the caller's approval limit,
 * ./limite.ts; above the obra's Insumos budget only with a justification, ./presupuesto.ts) or
 * cancelado. Routes: ./routes.ts; the PDF: ./reporte.ts.
 */
import { eq } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { OrdenCompra } from '../../../schemas/generated/ordenCompra';
import { fromCents, toCents } from '../../../schemas/money';
import { compraYaGenerada } from '../../../schemas/purchasing';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { compra, ordenCompra, ordenCompraDetalle, presupuestoPartida, proveedor } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import { proveedorNamed } from '../../domain/proveedor';
import { conflict } from '../../http-errors';
import { obras } from '../obra/service';
import { approvalLimit, checkApprovalLimit } from './limite';
import { autorizacionEnPresupuesto, insumosConOrden } from './presupuesto';
import { ordenRules } from './rules';

export type { OrdenCompra };

export const ordenes = defineDocument<OrdenCompra, typeof ordenCompra>({
  schema: schemas.ordenCompra,
  table: ordenCompra,
  idParam: 'ordenCompraId',
  relations: { proveedor: { column: ordenCompra.proveedorId, table: proveedor } },
  lines: {
    ordenCompraDetalles: {
      table: ordenCompraDetalle,
      parent: ordenCompraDetalle.ordenCompraId,
      relations: { partida: { column: ordenCompraDetalle.partidaId, table: presupuestoPartida } },
    },
  },
  order: [
    [ordenCompra.fecha, 'desc'],
    [ordenCompra.folio, 'desc'],
    [ordenCompra.id, 'desc'],
  ],
  rules: ordenRules,
  search: async ({ tx, input }, folio) => [folio, (await proveedorNamed(tx, input.proveedor.id))?.nombre],
  actions: {
    autorizar: {
      refuse: ({ db, caller, document }) =>
        checkApprovalLimit(db, caller, document.sucursalId, toCents(document.total)),
      ...autorizacionEnPresupuesto,
    },
    // One compra per order (the unique orden_compra_id stops any other writer too).
    generar: {
      refuse: async ({ db, document }) => {
        const [existing] = await db
          .select({ folio: compra.folio })
          .from(compra)
          .where(eq(compra.ordenCompraId, document.id));
        if (existing) throw conflict(compraYaGenerada(document.folio, existing.folio));
      },
    },
  },
});

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

/** GET /api/ordenCompra/{id}/limite: the caller's approval limit in the order's sucursal (null: none). */
export async function limiteDeOrden(db: Executor, caller: Caller, id: number): Promise<{ limite: number | null }> {
  const { row } = await ordenes.find(db, caller, id);
  const limite = await approvalLimit(db, caller, row.sucursalId);
  return { limite: limite === null ? null : fromCents(limite) };
}

/** GET /api/ordenCompra/{id}/impacto: the obra's Insumos line before and after the order. */
export async function impactoDeOrden(db: Executor, caller: Caller, id: number) {
  const { row } = await ordenes.find(db, caller, id);
  return insumosConOrden(db, row as typeof ordenCompra.$inferSelect);
}
