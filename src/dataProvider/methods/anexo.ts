/**
 * A document's anexos (schemas/anexos.ts): one added with its file, tipo and titulo, with upload
 * progress (`POST {api}/{id}/anexo`, multipart), and one removed (`DELETE {api}/{id}/anexo/{anexoId}`),
 * `{api}` being the document's `x-resource.api`. Both answer the document as read; its reads become
 * stale. The files themselves come through `documento` (their `url`).
 */
import { schemas, type DocumentId } from '../../../schemas';
import type { Anexo } from '../../../schemas/anexos';
import { apiJson } from '../http';
import { apiUpload } from '../upload';
import { encodeId, mutation, resourceApi, resourceKey } from './method';

/** A document by its schema's `$id`; those whose `x-lifecycle` has `anexar` take anexos. */
export type DocumentWithAnexos = DocumentId;

const base = (documentType: DocumentWithAnexos, id: number) => `${resourceApi(schemas[documentType])}/${encodeId(id)}`;

/** Every document that takes anexos: their lists and reads become stale. */
const conAnexos = Object.values(schemas)
  .filter((schema) => schema['x-lifecycle']?.actions.anexar)
  .map(resourceKey);

export interface AnexoNuevo {
  documentType: DocumentWithAnexos;
  id: number;
  file: File;
  titulo: string;
  tipo: string;
  /** Whole percent of the file sent. */
  onProgress?: (percent: number) => void;
}

/** The document as its read answers it, with its anexos. */
export interface ConAnexos {
  id: number;
  anexos?: Anexo[];
}

export const anexoMethods = {
  agregarAnexo: mutation(({ documentType, id, file, titulo, tipo, onProgress }: AnexoNuevo) => {
    const body = new FormData();
    body.append('titulo', titulo);
    body.append('tipo', tipo);
    body.append('file', file, file.name);
    return apiUpload<ConAnexos>(`${base(documentType, id)}/anexo`, body, { method: 'POST', onProgress });
  }, conAnexos),
  quitarAnexo: mutation(
    ({ documentType, id, anexoId }: { documentType: DocumentWithAnexos; id: number; anexoId: number }) =>
      apiJson<ConAnexos>(`${base(documentType, id)}/anexo/${encodeId(anexoId)}`, { method: 'DELETE' }),
    conAnexos,
  ),
};
