/** Shared by the factura and ingreso tests: multipart bodies as a browser sends them, and facturas made over HTTP. */
import { expect } from 'vitest';
import { PDF_FILE } from '../../files/test-files';
import type { TestServer } from '../../test-support/server';

export interface FilePart {
  content: Buffer;
  filename: string;
  type: string;
}

export const pdf = (content: Buffer = PDF_FILE, filename = 'factura.pdf'): FilePart => ({
  content,
  filename,
  type: 'application/pdf',
});

/** The `factura` part as a text field, or as a JSON Blob (a browser's `new Blob([json])`), plus `files`. */
export function facturaForm(body: unknown, files: FilePart[] = [pdf()], asBlob = false): FormData {
  const form = new FormData();
  const json = JSON.stringify(body);
  form.append('factura', asBlob ? new Blob([json], { type: 'application/json' }) : json);
  for (const file of files) {
    form.append('files', new Blob([new Uint8Array(file.content)], { type: file.type }), file.filename);
  }
  return form;
}

let facturas = 0;

/** A factura's folio is registered once: each body has its own unless `extra` gives one ('1201', '1202', …). */
export const facturaValida = (obraId: number, clienteId: number, extra: object = {}) => ({
  folio: String(1200 + ++facturas),
  fecha: '2026-01-15',
  total: 11600.5,
  cliente: { id: clienteId },
  obra: { id: obraId },
  ...extra,
});

export type Factura = { id: number; folio: string; saldo: number; total: number } & Record<string, unknown>;

/** POST /api/factura with one PDF: 201, the factura answered. */
export async function crearFactura(server: TestServer, token: string, body: unknown): Promise<Factura> {
  const res = await server.request('/api/factura', { method: 'POST', token, body: facturaForm(body) });
  const answer = await res.json();
  expect([res.status, answer.message]).toEqual([201, undefined]);
  return answer;
}
