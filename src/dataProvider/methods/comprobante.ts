/**
 * The comprobante of a document (compra, nota de crédito; gasto later): the upload with progress
 * (`PATCH {api}/{id}/comprobante`, part `file`) and the stored file's bytes, found through its
 * reference (`GET {api}/{id}/comprobanteUrl`), `{api}` being the document's `x-resource.api`.
 */
import { schemas, type DocumentId } from '../../../schemas';
import type { CompraComprobanteUrlReply } from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { apiUpload } from '../upload';
import { encodeId, mutation, query, resourceApi, resourceKey } from './method';

/** A document by its schema's `$id`; those whose `x-lifecycle` has `adjuntar` take a comprobante. */
export type DocumentoConComprobante = DocumentId;

const base = (documento: DocumentoConComprobante, id: number) => `${resourceApi(schemas[documento])}/${encodeId(id)}`;

/** Every document an upload may change: their lists and reads become stale. */
const conComprobante = Object.values(schemas).filter((schema) => schema['x-lifecycle']?.actions.adjuntar);

export interface ComprobanteUpload {
  documento: DocumentoConComprobante;
  id: number;
  file: File;
  /** Whole percent of the file sent. */
  onProgress?: (percent: number) => void;
}

export const comprobanteMethods = {
  subirComprobante: mutation(
    ({ documento, id, file, onProgress }: ComprobanteUpload) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiUpload<{ id: number; folio?: number; comprobante?: string }>(
        `${base(documento, id)}/comprobante`,
        body,
        { method: 'PATCH', onProgress },
      );
    },
    [...conComprobante.map(resourceKey), 'comprobante'],
  ),
  comprobante: query(async ({ documento, id }: { documento: DocumentoConComprobante; id: number }) => {
    const { url } = await apiJson<CompraComprobanteUrlReply>(`${base(documento, id)}/comprobanteUrl`);
    return apiBlob(url);
  }),
};
