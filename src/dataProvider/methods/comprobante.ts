/**
 * The comprobante of a document (compra, nota de crédito; gasto later): the upload with progress
 * (`PATCH {api}/{id}/comprobante`, part `file`) and the stored file's bytes, found through its
 * reference (`GET {api}/{id}/comprobanteUrl`).
 */
import { schemas } from '../../../schemas';
import type { CompraComprobanteUrlReply } from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { apiUpload } from '../upload';
import { encodeId, mutation, query, resourceApi, resourceKey } from './method';

/** The documents that carry a comprobante, by the name screens use. */
const DOCUMENTOS = { compra: schemas.compra, notaCredito: schemas.notaCredito } as const;
export type DocumentoConComprobante = keyof typeof DOCUMENTOS;

const base = (documento: DocumentoConComprobante, id: number) =>
  `${resourceApi(DOCUMENTOS[documento])}/${encodeId(id)}`;

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
    [...Object.values(DOCUMENTOS).map(resourceKey), 'comprobante'],
  ),
  comprobante: query(async ({ documento, id }: { documento: DocumentoConComprobante; id: number }) => {
    const { url } = await apiJson<CompraComprobanteUrlReply>(`${base(documento, id)}/comprobanteUrl`);
    return apiBlob(url);
  }),
};
