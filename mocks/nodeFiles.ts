/**
 * Files in component tests. jsdom brings its own Blob, File and FormData, which Node's fetch (the
 * one MSW intercepts) cannot read: a multipart body would carry "undefined" instead of the bytes.
 * Tests that upload put Node's own classes back and build their files with them.
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/** Node's FormData, taken from a form body parsed by Node's own Response. */
async function nodeFormData(): Promise<typeof FormData> {
  const parsed = await new Response(new URLSearchParams()).formData();
  return parsed.constructor as typeof FormData;
}

/** Call in `beforeEach`: Node's file classes and object URLs that name the file. */
export async function useNodeFiles(): Promise<void> {
  vi.stubGlobal('FormData', await nodeFormData());
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob instanceof NodeFile ? blob.name : blob.type}`);
  URL.revokeObjectURL = vi.fn();
}

/** The 8-byte PNG signature: enough for a browser-side type check and a preview. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngFile(name = 'foto.png'): File {
  return new NodeFile([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' }) as unknown as File;
}

export function pdfFile(name = 'documento.pdf'): File {
  return new NodeFile(['%PDF-1.4'], name, { type: 'application/pdf' }) as unknown as File;
}

/** A CFDI's XML as far as the mocks care: they pick their answer by its name (fixtures/cfdi.ts), never parse it. */
export function xmlFile(name = 'cfdi.xml'): File {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" TipoDeComprobante="I"/>';
  return new NodeFile([xml], name, { type: 'text/xml' }) as unknown as File;
}
