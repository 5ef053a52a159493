/**
 * A factura's folio is the one its CFDI holds, Serie and Folio as SAT files them ('A-555',
 * 'FAC2024-0012'): saved, listed, searched and found by the repeated-folio check as typed, with a
 * dash or without; anything else (a '|', 41 characters) answers 400 saying what a folio may hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertCliente } from '../obra/test-fixtures';
import { facturaRegistrada } from './service';
import { crearFactura, facturaForm, facturaValida } from './test-fixtures';

const FOLIO_INVALIDO = 'Ingrese un folio valido: letras, numeros y guiones, hasta 40 caracteres..';

let server: TestServer;
let usuario: string;
let obraId: number;
let clienteId: number;

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'cobranza-folio', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  clienteId = await insertCliente(server, 'Hoteles del Mar de Cortes', sucursales.matriz);
});
afterAll(() => server.close());

const call = (path: string) => server.request(path, { token: usuario });
const post = (folio: unknown) =>
  server.request('/api/factura', {
    method: 'POST',
    token: usuario,
    body: facturaForm(facturaValida(obraId, clienteId, { folio })),
  });

describe('a factura folio with a series', () => {
  it("saves 'A-555' as typed, reads it by id, lists and searches it", async () => {
    const created = await crearFactura(server, usuario, facturaValida(obraId, clienteId, { folio: 'A-555' }));
    expect(created.folio).toBe('A-555');
    expect((await (await call(`/api/factura/${created.id}`)).json()).folio).toBe('A-555');
    const listed = await (await call(`/api/factura?obraId=${obraId}&page=0&pageSize=50`)).json();
    expect(listed.content.map((f: { folio: unknown }) => f.folio)).toContain('A-555');
    for (const text of ['A-555', 'a-555', '555']) {
      const found = await (await call(`/api/factura?obraId=${obraId}&toSearch=${text}`)).json();
      expect(
        found.content.map((f: { id: number }) => f.id),
        text,
      ).toContain(created.id);
    }
  });

  it("refuses the same folio again, with or without its dash or in other case: 409 naming the stored 'A-555'", async () => {
    for (const folio of ['A-555', 'A555', 'a-555']) {
      const res = await post(folio);
      expect([res.status, (await res.json()).message], folio).toEqual([
        409,
        facturaRegistrada('A-555', 'Bodega en curso'),
      ]);
    }
  });

  it("takes SAT's usual shapes and up to 40 characters; digits alone still are a folio", async () => {
    for (const folio of ['FAC2024-0012', 'B-1', '7788', 'Ñ-12', 'F'.repeat(40)]) {
      const res = await post(folio);
      expect([res.status, (await res.json()).folio], folio).toEqual([201, folio]);
    }
  });

  it("answers 400 saying what a folio may hold for a '|', a space, 41 characters or a number", async () => {
    for (const folio of ['A|555', 'A 555', 'A/555', 'F'.repeat(41), '-', 555]) {
      const res = await post(folio);
      expect([res.status, (await res.json()).errors], String(folio)).toEqual([
        400,
        [{ field: 'folio', message: FOLIO_INVALIDO }],
      ]);
    }
  });
});
