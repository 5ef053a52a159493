/**
 * Reads a multipart request whole (docs/contract.md Multipart): text fields by name and file parts
 * buffered, each at most MAX_UPLOAD_BYTES (the multipart plugin answers 413 beyond that). Buffering
 * lets a service validate the JSON part before anything is written.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors';
import { INVALID_INPUT } from '../validation';
import { REQUIRED_MESSAGE } from '../../schemas/validation';
import type { Upload } from './documentos';

export interface MultipartBody {
  fields: Map<string, string>;
  files: Upload[];
}

export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const fields = new Map<string, string>();
  const files: Upload[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({ field: part.fieldname, filename: part.filename, content: await part.toBuffer() });
    } else {
      fields.set(part.fieldname, String(part.value));
    }
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
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('El cuerpo de la peticion no es JSON valido', [{ field: name, message: 'JSON invalido' }]);
  }
}

/** The file parts named `field`; a JSON Blob part of another name is not among them. */
export const filesNamed = (body: MultipartBody, field: string): Upload[] => body.files.filter((f) => f.field === field);
