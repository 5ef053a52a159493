/**
 * Notas de crédito (docs/domain.md Nota de crédito): obra-scoped documents with lines, made from an
 * applied compra, declared once as an entity (schema, tables, hooks in ./rules.ts) and a lifecycle
 * (./lifecycle.ts). Routes: ./routes.ts; the PDF: ./reporte.ts.
 */
import { desc, eq } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { NotaCredito } from '../../../schemas/generated/notaCredito';
import type { Caller } from '../../auth/session';
import type { Db, Executor } from '../../db/client';
import { notaCredito, notaCreditoDetalle, proveedor, sucursal } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { attachComprobante } from '../../domain/comprobante';
import { documentoUrl, type Upload } from '../../documents/documentos';
import { DOCUMENT_TYPES } from '../../documents/file-type';
import type { FileStore } from '../../documents/storage';
import { defineEntity } from '../../entity/define';
import { notFound } from '../../http-errors';
import { DOCUMENTO_NO_ENCONTRADO } from '../compra/service';
import { obras } from '../obra/service';
import { NOTA_NO_ENCONTRADA, notaLifecycle } from './lifecycle';
import { notaRules } from './rules';

export type { NotaCredito };
export const MODULO = '/nota-credito';

export const notas = defineEntity<NotaCredito>({
  schema: schemas.notaCredito,
  table: notaCredito,
  idParam: 'notaCreditoId',
  notFound: NOTA_NO_ENCONTRADA,
  relations: {
    proveedor: { column: notaCredito.proveedorId, table: proveedor },
    sucursal: { column: notaCredito.sucursalId, table: sucursal },
  },
  lines: { notaCreditoDetalle: { table: notaCreditoDetalle, parent: notaCreditoDetalle.notaCreditoId } },
  orderBy: [desc(notaCredito.fecha), desc(notaCredito.folio)],
  hooks: {
    beforeWrite: notaRules,
    afterRead: (record, row) =>
      row.comprobanteId === null ? record : { ...record, comprobante: documentoUrl(row.comprobanteId as number) },
  },
});

export const { get: getNota, create: createNota, update: updateNota } = notas;

/** GET /api/notaCredito/obra/{obraId}: one obra's notas, paged; 404 for an obra the caller cannot see. */
export async function pageNotasDeObra(db: Executor, caller: Caller, obraId: number, query: Record<string, unknown>) {
  await obras.get(db, caller, obraId);
  return notas.page(db, caller, query, eq(notaCredito.obraId, obraId));
}

/** PATCH /api/notaCredito/aplicar: the transition and the abono on the compra's charge, in one transaction. */
export function aplicarNota(db: Db, caller: Caller, id: number): Promise<NotaCredito> {
  return inTransaction(db, caller.id, async (tx) => {
    await notaLifecycle.perform(tx, caller, 'aplicar', id);
    return notas.get(tx, caller, id);
  });
}

/** PATCH …/comprobante: as a compra's (404 for a nota the caller cannot see before the upload is read). */
export async function adjuntarComprobante(
  db: Db,
  files: FileStore,
  caller: Caller,
  id: number,
  readUpload: () => Promise<Upload>,
): Promise<NotaCredito> {
  await notas.get(db, caller, id);
  const upload = await readUpload();
  return inTransaction(db, caller.id, async (tx) => {
    const attachment = {
      table: notaCredito,
      lifecycle: notaLifecycle,
      action: 'adjuntar' as const,
      modulo: MODULO,
      allowed: DOCUMENT_TYPES,
    };
    await attachComprobante(tx, files, caller, attachment, id, upload);
    return notas.get(tx, caller, id);
  });
}

/** GET …/comprobanteUrl: the comprobante's reference; 404 'Documento no encontrado..' without one. */
export async function comprobanteUrl(db: Executor, caller: Caller, id: number): Promise<{ url: string }> {
  const { comprobante } = await notas.get(db, caller, id);
  if (!comprobante) throw notFound(DOCUMENTO_NO_ENCONTRADO);
  return { url: comprobante };
}
