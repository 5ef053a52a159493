/**
 * Reads a multipart request (docs/contract.md Multipart): text fields by name and file parts
 * buffered, each at most MAX_UPLOAD_BYTES, at most MAX_FILES of them (the multipart plugin answers
 * 413 beyond that while streaming), and a request declaring more than MAX_MULTIPART_BYTES is
 * refused before its body is read. Buffering bounded files lets a service validate the JSON part
 * before anything is written.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http-errors';
import { MAX_MULTIPART_BYTES } from './limits';
import { INVALID_INPUT } from '../validation';
import { REQUIRED_MESSAGE } from '../../schemas/validation';
import { TOO_LARGE, type Upload } from './documentos';
import { assertCleanInput } from '../plugins/app/clean-input';

export interface MultipartBody {
  fields: Map<string, string>;
  files: Upload[];
}

export const MALFORMED_MULTIPART = 'La peticion multipart esta mal formada';

export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  // Refused by its declared length before a byte of the body is read or buffered.
  if (Number(request.headers['content-length'] ?? 0) > MAX_MULTIPART_BYTES) throw new HttpError(413, TOO_LARGE);
  const fields = new Map<string, string>();
  const files: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({ field: part.fieldname, filename: part.filename, content: await part.toBuffer() });
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    // The plugin's own limits carry their status (413, 400); the parser's errors (a truncated
    // body, a bad boundary) are the client's malformed request too.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(MALFORMED_MULTIPART);
  }
  return { fields, files };
}

/**
 * The JSON part `name`, sent as a text field or as a file part (a browser's JSON Blob arrives as a
 * file named `blob`); 400 when it is missing or not JSON.
 */
export function jsonPart(body: MultipartBody, name: string): unknown {
  const text = body.fields.get(name) ?? body.files.find((f) => f.field === name)?.content.toString('utf8');
  if (text === undefined) throw badRequest(INVALID_INPUT, [{ field: name, message: REQUIRED_MESSAGE }]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('El cuerpo de la peticion no es JSON valido', [{ field: name, message: 'JSON invalido' }]);
  }
  assertCleanInput(value, name);
  return value;
}

/** The file parts named `field`; a JSON Blob part of another name is not among them. */
export const filesNamed = (body: MultipartBody, field: string): Upload[] => body.files.filter((f) => f.field === field);
