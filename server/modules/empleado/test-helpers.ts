/** Shared by the empleado tests: a valid body and multipart requests as a browser sends them. */
import { count } from 'drizzle-orm';
import { EMPLEADOS } from '../../../schemas/demo/empleados';
import { documento, empleado } from '../../db/schema';
import type { TestServer } from '../../test-support/server';

/** The first demo empleado's required fields (schemas/demo/empleados.ts). */
const { sueldoImss: _s, descuentoInfonavit: _d, obregon: _o, ...primero } = EMPLEADOS[0];
export const VALIDO = primero;

export interface FilePart {
  content: Buffer;
  filename: string;
  type: string;
}

/** A file part's Blob (a copy: Blob takes ArrayBuffer-backed views only). */
export const blobOf = (content: Buffer, type: string) => new Blob([new Uint8Array(content)], { type });

/**
 * The multipart body: `empleado` as a text field, or as a JSON Blob (what a browser's FormData
 * sends for `new Blob([json])`), plus any `foto` parts.
 */
export function empleadoForm(body: unknown, fotos: FilePart[] = [], asBlob = false): FormData {
  const form = new FormData();
  const json = JSON.stringify(body);
  form.append('empleado', asBlob ? new Blob([json], { type: 'application/json' }) : json);
  for (const foto of fotos) form.append('foto', blobOf(foto.content, foto.type), foto.filename);
  return form;
}

export async function storedCounts(server: TestServer): Promise<{ empleados: number; documentos: number }> {
  const [[e], [d]] = await Promise.all([
    server.db.select({ n: count() }).from(empleado),
    server.db.select({ n: count() }).from(documento),
  ]);
  return { empleados: e.n, documentos: d.n };
}
