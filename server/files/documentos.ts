/**
 * Stored documents (docs/domain.md Uploads): an upload is checked by size and by content, written to
 * the file store and recorded in `documento` with the menu link (`modulo`) and sucursal of the
 * record that owns it; that pair decides who may download it (modules/documento).
 */
import type { Executor } from '../db/client';
import { documento } from '../db/schema';
import type { Caller } from '../auth/session';
import { HttpError } from '../http-errors';
import { sniffType, type DocumentType } from './file-type';
import { MAX_UPLOAD_BYTES } from './limits';
import type { FileStore } from './storage';

export interface Upload {
  /** The multipart part's name (`foto`, `file`, `files`). */
  field: string;
  filename: string;
  content: Buffer;
}

export interface StoredDocumento {
  id: number;
  /** The reference a client fetches with its token: `/api/documento/{id}`. */
  url: string;
}

export interface Owner {
  /** Menu link of the owning record's module, e.g. `/empleados`. */
  modulo: string;
  sucursalId: number;
}

export const TOO_LARGE = 'El archivo excede el tamano maximo permitido';
export const TYPE_NOT_ALLOWED = 'Tipo de archivo no permitido';

const TYPE_NAMES: Record<DocumentType, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

export const documentoUrl = (id: number) => `/api/documento/${id}`;

/** The id in a `/api/documento/{id}` reference; null for anything else. */
export function documentoIdOf(url: string): number | null {
  const match = /^\/api\/documento\/([0-9]{1,10})$/.exec(url);
  return match ? Number(match[1]) : null;
}

/** The upload's type by content; 413 over the limit, 415 when it is not one of `allowed`. */
export function checkUpload(upload: Upload, allowed: readonly DocumentType[]): DocumentType {
  if (upload.content.length > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
  const type = sniffType(upload.content);
  if (type && allowed.includes(type)) return type;
  const names = allowed.map((t) => TYPE_NAMES[t]).join(' o ');
  throw new HttpError(415, TYPE_NOT_ALLOWED, [{ field: upload.field, message: `Solo se permiten archivos ${names}` }]);
}

/**
 * Checks, stores and records an upload inside the caller's transaction: the file goes through the
 * same transaction as its documento row (with PostgreSQL, a rollback leaves neither).
 */
export async function storeDocumento(
  tx: Executor,
  files: FileStore,
  caller: Caller,
  upload: Upload,
  owner: Owner,
  allowed: readonly DocumentType[],
): Promise<StoredDocumento> {
  return storeChecked(tx, files, caller, upload, owner, checkUpload(upload, allowed));
}

/** Stores and records an upload whose type its caller already established (a CFDI's XML, read whole). */
export async function storeChecked(
  tx: Executor,
  files: FileStore,
  caller: Caller,
  upload: Upload,
  owner: Owner,
  tipo: string,
): Promise<StoredDocumento> {
  const sha256 = await files.put(upload.content, tx);
  const [row] = await tx
    .insert(documento)
    .values({
      sha256,
      nombre: upload.filename || 'archivo',
      tipo,
      tamano: upload.content.length,
      modulo: owner.modulo,
      sucursalId: owner.sucursalId,
      creadoPor: caller.id,
    })
    .returning({ id: documento.id });
  return { id: row.id, url: documentoUrl(row.id) };
}
