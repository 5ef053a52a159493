/** Shared fixtures of the compra and nota de crédito API tests: bodies, an upload, an applied compra. */
import { expect } from 'vitest';
import { PDF_FILE } from '../../files/test-files';
import type { TestServer } from '../../test-support/server';

let compras = 0;

/**
 * The lines of orden-compra's fixtures (TOTALES: 3953.66 + 612.59 = 4566.25), as a compra's; a
 * proveedor's folio is registered once, so each body has its own (FAC-1001, FAC-1002, …).
 */
export const compraValida = (obraId: number, proveedorId: number) => ({
  folioProveedor: `FAC-${1000 + ++compras}`,
  fecha: '2025-03-04',
  proveedor: { id: proveedorId },
  obra: { id: obraId },
  observaciones: 'Entrega parcial',
  compraDetalle: [
    {
      cantidadSurtida: 3,
      nombre: 'Varilla corrugada 3/8',
      unidadMedida: 'pza',
      precioUnitario: 1234.56,
      tasaiva: 0.16,
    },
    { cantidadSurtida: 2.5, nombre: 'Alambre recocido', unidadMedida: 'kg', precioUnitario: 99.99, tasaiva: 0.08 },
  ],
});

/** PATCH {path}/comprobante with `content` in the part `field`. */
export function subirComprobante(
  server: TestServer,
  path: string,
  token: string,
  content: Buffer = PDF_FILE,
  field = 'file',
) {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(content)]), 'factura.pdf');
  return server.request(`${path}/comprobante`, { method: 'PATCH', token, body });
}

/** A compra created, with its comprobante, applied: the stored entity. */
export async function compraAplicada(server: TestServer, token: string, obraId: number, proveedorId: number) {
  const created = await server.request('/api/compra', {
    method: 'POST',
    token,
    json: compraValida(obraId, proveedorId),
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  expect((await subirComprobante(server, `/api/compra/${id}`, token)).status).toBe(200);
  const applied = await server.request(`/api/compra/${id}/aplicar`, { method: 'POST', token });
  expect(applied.status).toBe(200);
  return applied.json();
}
