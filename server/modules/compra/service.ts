/**
 * Compras (docs/domain.md Compra): obra-scoped documents with lines, declared once as an entity
 * (schema, tables, hooks in ./rules.ts) and a lifecycle (./lifecycle.ts). A compra's saldo is its
 * charge's in the ledger, read with it. Routes: ./routes.ts; generating from an order:
 * ./generar.ts; the PDFs: ./reporte.ts.
 */
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Compra } from '../../../schemas/generated/compra';
import { moneyToJson } from '../../../schemas/money';
import type { Caller } from '../../auth/session';
import type { Db, Executor } from '../../db/client';
import type { Page } from '../../db/paging';
import { cargo, compra, compraDetalle, proveedor } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { attachComprobante } from '../../domain/comprobante';
import { documentoUrl, type Upload } from '../../documents/documentos';
import { DOCUMENT_TYPES } from '../../documents/file-type';
import type { FileStore } from '../../documents/storage';
import { defineEntity } from '../../entity/define';
import { notFound } from '../../http-errors';
import { obras } from '../obra/service';
import { COMPRA_NO_ENCONTRADA, compraLifecycle } from './lifecycle';
import { compraRules } from './rules';

export type { Compra };
export const MODULO = '/compra';
export const DOCUMENTO_NO_ENCONTRADO = 'Documento no encontrado..';

export const compras = defineEntity<Compra>({
  schema: schemas.compra,
  table: compra,
  idParam: 'compraId',
  notFound: COMPRA_NO_ENCONTRADA,
  relations: { proveedor: { column: compra.proveedorId, table: proveedor } },
  lines: { compraDetalle: { table: compraDetalle, parent: compraDetalle.compraId } },
  orderBy: [desc(compra.fecha), desc(compra.folio)],
  hooks: {
    beforeWrite: compraRules,
    afterRead: (record, row) => ({
      ...record,
      ...(row.comprobanteId === null ? {} : { comprobante: documentoUrl(row.comprobanteId as number) }),
      ...(row.ordenCompraId === null ? {} : { ordenCompra: { id: row.ordenCompraId } }),
    }),
  },
});

/** Each compra with the saldo of its charge (applied ones have one). */
async function withSaldo(db: Executor, records: Compra[]): Promise<Compra[]> {
  const ids = records.map((record) => record.id as number);
  if (ids.length === 0) return records;
  const charges = await db
    .select({ documentoId: cargo.documentoId, saldo: cargo.saldo })
    .from(cargo)
    .where(and(eq(cargo.tipoDocumento, 'COMPRA'), inArray(cargo.documentoId, ids)));
  const saldos = new Map(charges.map((charge) => [charge.documentoId, moneyToJson(charge.saldo) as number]));
  return records.map((record) =>
    saldos.has(record.id as number) ? { ...record, saldo: saldos.get(record.id as number) } : record,
  );
}

const one = async (db: Executor, record: Compra) => (await withSaldo(db, [record]))[0];
const paged = async (db: Executor, page: Page<Compra>) => ({ ...page, content: await withSaldo(db, page.content) });

export const getCompra = async (db: Executor, caller: Caller, id: unknown) =>
  one(db, await compras.get(db, caller, id));
export const createCompra = (db: Executor, caller: Caller, body: Compra) => compras.create(db, caller, body);
export const updateCompra = async (db: Executor, caller: Caller, body: Compra) =>
  one(db, await compras.update(db, caller, body));

export interface CompraQuery {
  obraId?: number;
  proveedorId?: number;
  toSearch?: string;
  page?: number;
  pageSize?: number;
}

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
  return paged(db, await compras.page(db, caller, query as Record<string, unknown>, and(...where)));
}

/** GET /api/compra/byObra/{obraId}: every compra of the obra. */
export async function comprasDeObra(db: Executor, caller: Caller, obraId: number) {
  await obras.get(db, caller, obraId);
  return withSaldo(db, await compras.select(db, caller, { where: eq(compra.obraId, obraId) }));
}

/** Aplicar: the lifecycle's transition and the charge, in one transaction, answered as a get. */
export function aplicarCompra(db: Db, caller: Caller, id: number): Promise<Compra> {
  return inTransaction(db, caller.id, async (tx) => {
    await compraLifecycle.perform(tx, caller, 'aplicar', id);
    return getCompra(tx, caller, id);
  });
}

/**
 * PATCH …/comprobante: stores the upload as the compra's comprobante while it is not applied. A
 * compra the caller cannot see answers 404 before the upload is read (or refused).
 */
export async function adjuntarComprobante(
  db: Db,
  files: FileStore,
  caller: Caller,
  id: number,
  readUpload: () => Promise<Upload>,
): Promise<Compra> {
  await compras.get(db, caller, id);
  const upload = await readUpload();
  return inTransaction(db, caller.id, async (tx) => {
    const attachment = {
      table: compra,
      lifecycle: compraLifecycle,
      action: 'adjuntar' as const,
      modulo: MODULO,
      allowed: DOCUMENT_TYPES,
    };
    await attachComprobante(tx, files, caller, attachment, id, upload);
    return getCompra(tx, caller, id);
  });
}

/** GET …/comprobanteUrl: the comprobante's reference; 404 'Documento no encontrado..' without one. */
export async function comprobanteUrl(db: Executor, caller: Caller, id: number): Promise<{ url: string }> {
  const { comprobante } = await compras.get(db, caller, id);
  if (!comprobante) throw notFound(DOCUMENTO_NO_ENCONTRADO);
  return { url: comprobante };
}
