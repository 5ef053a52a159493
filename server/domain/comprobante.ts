/**
 * A document's comprobante (docs/domain.md Uploads): the upload is stored as a documento of the
 * document's module and sucursal and becomes its `comprobanteId`, in one transaction with the
 * lifecycle's checks (visible document, open obra, a status that allows it).
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/session';
import type { Tx } from '../db/client';
import { storeDocumento, type Upload } from '../documents/documentos';
import type { DocumentType } from '../documents/file-type';
import type { FileStore } from '../documents/storage';
import type { DocumentTable, Lifecycle } from './lifecycle';

type ComprobanteTable = DocumentTable & { comprobanteId: AnyPgColumn; sucursalId: AnyPgColumn };

export interface Attachment<T extends ComprobanteTable, A extends string> {
  table: T;
  lifecycle: Lifecycle<T, A>;
  /** The lifecycle action that allows the upload (`adjuntar`). */
  action: A;
  /** Menu link of the module: who may download it (modules/documento). */
  modulo: string;
  allowed: readonly DocumentType[];
}

export async function attachComprobante<T extends ComprobanteTable, A extends string>(
  tx: Tx,
  files: FileStore,
  caller: Caller,
  attachment: Attachment<T, A>,
  id: number,
  upload: Upload,
): Promise<void> {
  const document = (await attachment.lifecycle.perform(tx, caller, attachment.action, id)) as { sucursalId: number };
  const stored = await storeDocumento(
    tx,
    files,
    caller,
    upload,
    { modulo: attachment.modulo, sucursalId: document.sucursalId },
    attachment.allowed,
  );
  await tx
    .update(attachment.table as PgTable)
    .set({ comprobanteId: stored.id } as Record<string, unknown>)
    .where(eq(attachment.table.id, id));
}
