/** Shared by the empleado tests: a valid body and multipart requests as a browser sends them. */
import { count } from 'drizzle-orm';
import { documento, empleado } from '../../db/schema';
import type { TestServer } from '../../test-support/server';

export const VALIDO = {
  nombre: 'Juan Carlos Valenzuela Moreno',
  direccion: 'Calle Yanez 118, Col. Centro, Hermosillo, Sonora',
  nacimiento: '1982-03-14',
  telefono: '662 217 4410',
  correo: 'jc.valenzuela@obrasdemo.mx',
  nss: '42008214563',
  rfc: 'VAMJ820314K43',
  curp: 'VAMJ820314HSRLRN07',
  puesto: 'Residente de obra',
  alta: '2016-02-01',
};

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
