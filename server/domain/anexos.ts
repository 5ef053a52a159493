/**
 * A document's anexos (schemas/anexos.ts, docs/domain.md Anexos), for every document whose
 * `x-lifecycle` declares `anexar`: its read lists them, `POST {api}/{id}/anexo` adds one (a file
 * with its tipo and titulo) and `DELETE {api}/{id}/anexo/{anexoId}` removes one, each write in one
 * transaction that takes the `anexar` action first — the document locked and visible to the caller
 * (404), its obra open, its status allowing it (the lifecycle's 409) — so `acciones.anexar` says
 * when the buttons work. The file is checked by size and content before the transaction and stored
 * as a documento of the document's module and sucursal, like its comprobante.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ANEXAR, ANEXO_NO_ENCONTRADO, anexoBody, anexosRuleOf, type Anexo } from '../../schemas/anexos';
import { lifecycleOf, type ComprobanteType } from '../../schemas/lifecycle';
import type { EntitySchema } from '../../schemas';
import type { Caller } from '../auth/session';
import type { Db, Executor, Tx } from '../db/client';
import { anexo, documento } from '../db/schema';
import { inTransaction } from '../db/tx';
import type { AnexoUpload } from '../files/anexo-upload';
import { checkUpload, documentoUrl, storeChecked } from '../files/documentos';
import type { FileStore } from '../files/storage';
import { notFound } from '../http-errors';
import { checkedBody } from '../validation';

/** What the anexos need of their document (server/domain/document.ts). */
export interface AnexosOwner<R> {
  schema: EntitySchema;
  /** 404 unless the caller may see the document; before an upload is read. */
  visible(db: Executor, caller: Caller, id: number): Promise<unknown>;
  /** The lifecycle action `action` taken in the caller's transaction: answers the document's row. */
  act(tx: Tx, caller: Caller, action: string, id: number): Promise<{ sucursalId: number }>;
  /** The document as its reads answer it, in the write's transaction. */
  read(db: Executor, caller: Caller, id: number): Promise<R>;
}

export interface DocumentAnexos<R> {
  /** The document's anexos in the order they were added. */
  list(db: Executor, id: number): Promise<Anexo[]>;
  /** POST …/anexo: answers the document as read. */
  add(db: Db, files: FileStore, caller: Caller, id: number, readUpload: () => Promise<AnexoUpload>): Promise<R>;
  /** DELETE …/anexo/{anexoId}: answers the document as read. */
  remove(db: Db, caller: Caller, id: number, anexoId: number): Promise<R>;
}

/** The anexos of a document; undefined when its lifecycle has no `anexar` (then it has no `anexos` either). */
export function documentAnexos<R>(owner: AnexosOwner<R>): DocumentAnexos<R> | undefined {
  const { schema } = owner;
  const rule = anexosRuleOf(lifecycleOf(schema));
  if (Boolean(rule) !== Boolean(schema.properties.anexos)) {
    throw new Error(`${schema.$id}: la accion ${ANEXAR} y la propiedad anexos van juntas`);
  }
  if (!rule) return undefined;
  const body = anexoBody(schema);
  const tabla = schema.$id;
  const modulo = schema['x-resource']?.menu ?? '';
  const ofDocument = (id: number) => and(eq(anexo.tabla, tabla), eq(anexo.registroId, id));

  return {
    async list(db, id) {
      const rows = await db
        .select({
          id: anexo.id,
          tipo: anexo.tipo,
          titulo: anexo.titulo,
          nombre: documento.nombre,
          tipoArchivo: documento.tipo,
          documentoId: anexo.documentoId,
        })
        .from(anexo)
        .innerJoin(documento, eq(documento.id, anexo.documentoId))
        .where(ofDocument(id))
        .orderBy(asc(anexo.id));
      return rows.map(({ documentoId, tipoArchivo, ...row }) => ({
        ...row,
        tipoArchivo: tipoArchivo as ComprobanteType,
        url: documentoUrl(documentoId),
      }));
    },
    async add(db, files, caller, id, readUpload) {
      await owner.visible(db, caller, id);
      const { fields, file } = await readUpload();
      const { titulo, tipo } = checkedBody<{ titulo: string; tipo: string }>(body, fields);
      // By size and content before anything is locked or stored: 413, 415.
      const type = checkUpload(file, rule.accept);
      return inTransaction(db, caller.id, async (tx) => {
        const { sucursalId } = await owner.act(tx, caller, ANEXAR, id);
        const stored = await storeChecked(tx, files, caller, file, { modulo, sucursalId }, type);
        await tx
          .insert(anexo)
          .values({ tabla, registroId: id, documentoId: stored.id, tipo, titulo, creadoPor: caller.id });
        return owner.read(tx, caller, id);
      });
    },
    remove(db, caller, id, anexoId) {
      return inTransaction(db, caller.id, async (tx) => {
        await owner.act(tx, caller, ANEXAR, id);
        const removed = await tx
          .delete(anexo)
          .where(and(ofDocument(id), eq(anexo.id, anexoId)))
          .returning({ id: anexo.id });
        if (removed.length === 0) throw notFound(ANEXO_NO_ENCONTRADO);
        return owner.read(tx, caller, id);
      });
    },
  };
}
