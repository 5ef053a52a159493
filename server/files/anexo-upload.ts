/**
 * The upload of a document's anexo (docs/contract.md Multipart): a multipart body with the text
 * parts `titulo` and `tipo` and the file part `file` (PDF or image); without a file it answers 400
 * with docs/product.md's 'A file is required for upload.'.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors';
import { INVALID_INPUT } from '../validation';
import { FILE_REQUIRED } from './comprobante-upload';
import type { Upload } from './documentos';
import { filesNamed, readMultipart } from './multipart';

export interface AnexoUpload {
  /** The text parts, as sent: the anexo's rules check them (schemas/anexos.ts). */
  fields: Record<string, string>;
  file: Upload;
}

export async function anexoUpload(request: FastifyRequest): Promise<AnexoUpload> {
  const body = request.isMultipart() ? await readMultipart(request) : undefined;
  const file = body && filesNamed(body, 'file')[0];
  if (!body || !file || file.content.length === 0) {
    throw badRequest(INVALID_INPUT, [{ field: 'file', message: FILE_REQUIRED }]);
  }
  return { fields: Object.fromEntries(body.fields), file };
}
