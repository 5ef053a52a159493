/**
 * The comprobante part of an upload route (docs/contract.md Multipart): a multipart body with one
 * file part `file`; anything else answers 400 with docs/product.md's 'A file is required for upload.'.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors';
import { INVALID_INPUT } from '../validation';
import type { Upload } from './documentos';
import { filesNamed, readMultipart } from './multipart';

export const FILE_REQUIRED = 'A file is required for upload.';

export async function fileUpload(request: FastifyRequest): Promise<Upload> {
  const [file] = request.isMultipart() ? filesNamed(await readMultipart(request), 'file') : [];
  if (!file || file.content.length === 0) throw badRequest(INVALID_INPUT, [{ field: 'file', message: FILE_REQUIRED }]);
  return file;
}
