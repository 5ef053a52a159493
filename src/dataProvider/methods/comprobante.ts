/**
 * The comprobante of a document: the upload with progress (`PATCH {api}/{id}/comprobante`, part
 * `file`, and part `xml` with its CFDI for documents that take one), the checks of a CFDI against the
 * document before it is attached (`POST {api}/{id}/revisarCfdi`), and the stored file's bytes, found
 * through its reference (`GET {api}/{id}/comprobanteUrl`), `{api}` being the document's `x-resource.api`.
 */
import { schemas, type DocumentId } from '../../../schemas';
import type { CompraComprobanteUrlReply, CompraRevisarCfdiReply } from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { apiUpload } from '../upload';
import { encodeId, mutation, query, resourceApi, resourceKey } from './method';

/** A document by its schema's `$id`; those whose `x-lifecycle` has `adjuntar` take a comprobante. */
export type DocumentWithComprobante = DocumentId;

const base = (documentType: DocumentWithComprobante, id: number) =>
  `${resourceApi(schemas[documentType])}/${encodeId(id)}`;

/** Every document an upload may change: their lists and reads become stale. */
const conComprobante = Object.values(schemas).filter((schema) => schema['x-lifecycle']?.actions.adjuntar);

export interface ComprobanteUpload {
  documentType: DocumentWithComprobante;
  id: number;
  /** The PDF or image; optional when the CFDI's XML goes alone. */
  file?: File;
  /** The CFDI's XML, for documents whose `x-lifecycle.adjuntar.cfdi` takes one. */
  xml?: File;
  /** Whole percent of the files sent. */
  onProgress?: (percent: number) => void;
}

/** The checks of a CFDI against a document, and what it would fill. */
export type RevisionCfdi = CompraRevisarCfdiReply;

export const comprobanteMethods = {
  subirComprobante: mutation(
    ({ documentType, id, file, xml, onProgress }: ComprobanteUpload) => {
      const body = new FormData();
      if (file) body.append('file', file, file.name);
      if (xml) body.append('xml', xml, xml.name);
      return apiUpload<{ id: number; folio?: number; comprobante?: string }>(
        `${base(documentType, id)}/comprobante`,
        body,
        { method: 'PATCH', onProgress },
      );
    },
    [...conComprobante.map(resourceKey), 'comprobante'],
  ),
  revisarCfdi: query(({ documentType, id, xml }: { documentType: DocumentWithComprobante; id: number; xml: File }) => {
    const body = new FormData();
    body.append('xml', xml, xml.name);
    return apiUpload<RevisionCfdi>(`${base(documentType, id)}/revisarCfdi`, body, { method: 'POST' });
  }),
  comprobante: query(async ({ documentType, id }: { documentType: DocumentWithComprobante; id: number }) => {
    const { url } = await apiJson<CompraComprobanteUrlReply>(`${base(documentType, id)}/comprobanteUrl`);
    return apiBlob(url);
  }),
};
