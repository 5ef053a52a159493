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

const bodyOf = async (request: FastifyRequest) => (request.isMultipart() ? await readMultipart(request) : undefined);

/** The comprobante's parts; 400 naming `file` when neither holds a byte. */
export async function comprobanteUploads(request: FastifyRequest): Promise<ComprobanteUploads> {
  const body = await bodyOf(request);
  const file = filled(body && filesNamed(body, 'file')[0]);
  const xml = filled(body && filesNamed(body, 'xml')[0]);
  if (!file && !xml) throw badRequest(INVALID_INPUT, [{ field: 'file', message: FILE_REQUIRED }]);
  return { file, xml };
}

/** The one `xml` part of a CFDI read; 400 naming `xml`, the part these routes take, when it is missing or empty. */
export async function xmlUpload(request: FastifyRequest): Promise<Upload> {
  const body = await bodyOf(request);
  const xml = filled(body && filesNamed(body, 'xml')[0]);
  if (!xml) throw badRequest(INVALID_INPUT, [{ field: 'xml', message: FILE_REQUIRED }]);
  return xml;
}
