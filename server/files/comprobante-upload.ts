/**
 * The comprobante part of an upload route (docs/contract.md Multipart): a multipart body with a file
 * part `file` (the PDF or image), a part `xml` (the CFDI, for documents that take one), or both;
 * neither answers 400 with docs/product.md's 'A file is required for upload.'.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors';
import { INVALID_INPUT } from '../validation';
import type { Upload } from './documentos';
import { filesNamed, readMultipart } from './multipart';

export const FILE_REQUIRED = 'A file is required for upload.';

export interface ComprobanteUploads {
  file?: Upload;
  xml?: Upload;
}

const filled = (upload: Upload | undefined) => (upload && upload.content.length > 0 ? upload : undefined);

export async function comprobanteUploads(request: FastifyRequest): Promise<ComprobanteUploads> {
  const body = request.isMultipart() ? await readMultipart(request) : undefined;
  const file = filled(body && filesNamed(body, 'file')[0]);
  const xml = filled(body && filesNamed(body, 'xml')[0]);
  if (!file && !xml) throw badRequest(INVALID_INPUT, [{ field: 'file', message: FILE_REQUIRED }]);
  return { file, xml };
}

/** The one `xml` part of a CFDI read; 400 without it. */
export async function xmlUpload(request: FastifyRequest): Promise<Upload> {
  const { xml } = await comprobanteUploads(request);
  if (!xml) throw badRequest(INVALID_INPUT, [{ field: 'xml', message: FILE_REQUIRED }]);
  return xml;
}
