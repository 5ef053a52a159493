/**
 * Compras (docs/domain.md Compra): a document declared once (schema with its `x-lifecycle`,
 * tables, ./rules.ts): editable and attachable while `creado`; aplicar needs the comprobante and
 * opens the compra's charge in the ledger; applied, it may get one nota de crédito. Its saldo is
 * its charge's (`charge`), read with it; made from an authorized order by its `generar` action
 * (`madeFrom`, ./generar.ts). Routes: ./routes.ts; PDFs: ./reporte.ts.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Compra } from '../../../schemas/generated/compra';
import { compraConNota } from '../../../schemas/purchasing';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { cargo, compra, compraDetalle, presupuestoPartida, proveedor, type ordenCompra } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import { proveedorNamed } from '../../domain/proveedor';
import { conflict } from '../../http-errors';
import { obras } from '../obra/service';
import { ordenes } from '../orden-compra/service';
import { compraDeOrden } from './generar';
import { compraRules } from './rules';

export type { Compra };

export const compras = defineDocument<Compra, typeof compra, typeof ordenCompra>({
  schema: schemas.compra,
  table: compra,
  idParam: 'compraId',
  relations: { proveedor: { column: compra.proveedorId, table: proveedor } },
  lines: {
    compraDetalle: {
      table: compraDetalle,
      parent: compraDetalle.compraId,
      relations: { partida: { column: compraDetalle.partidaId, table: presupuestoPartida } },
    },
  },
  order: [
    [compra.fecha, 'desc'],
    [compra.folio, 'desc'],
    [compra.id, 'desc'],
  ],
  rules: compraRules,
  search: async ({ tx, input }, folio) => [
    folio,
    input.folioProveedor,
    (await proveedorNamed(tx, input.proveedor.id))?.nombre,
  ],
  afterRead: (record, row) =>
    row.ordenCompraId === null ? record : { ...record, ordenCompra: { id: row.ordenCompraId } },
  // Aplicar opens this charge (server/domain/document.ts).
  charge: 'COMPRA',
  madeFrom: { source: ordenes, action: 'generar', idParam: 'idOrdenCompra', made: compraDeOrden },
  actions: {
    nota: {
      refuse: async ({ document }) => {
        if (document.tieneNotaCredito) throw conflict(compraConNota(document.folio));
      },
    },
  },
});

export type CompraQuery = {
  obraId?: number;
  proveedorId?: number;
  toSearch?: string;
  page?: number;
  pageSize?: number;
};

/** Applied compras whose charge still has a saldo. */
const porPagar = sql`${compra.id} IN (SELECT ${cargo.documentoId} FROM ${cargo} WHERE ${cargo.tipoDocumento} = 'COMPRA' AND ${gt(cargo.saldo, '0')})`;

/**
 * GET /api/compra?obraId, byObraAndProveedor and porpagar: the visible compras, paged, of one obra
 * (404 for one the caller cannot see), of one proveedor, or only those with a saldo to pay.
 */
export async function pageCompras(
  db: Executor,
  caller: Caller,
  query: CompraQuery,
  options: { porPagar?: boolean } = {},
) {
  if (query.obraId !== undefined) await obras.get(db, caller, query.obraId);
  const where: (SQL | undefined)[] = [
    query.obraId === undefined ? undefined : eq(compra.obraId, query.obraId),
    query.proveedorId === undefined ? undefined : eq(compra.proveedorId, query.proveedorId),
    options.porPagar ? porPagar : undefined,
  ];
  return compras.page(db, caller, query, and(...where));
}

/** GET /api/compra/byObra/{obraId}: every compra of the obra. */
export async function comprasDeObra(db: Executor, caller: Caller, obraId: number) {
  await obras.get(db, caller, obraId);
  return compras.select(db, caller, { where: eq(compra.obraId, obraId) });
}
