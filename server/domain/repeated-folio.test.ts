/**
 * A proveedor's folio on a second compra of that proveedor, and a factura folio used twice, are
 * refused over HTTP with a 409 naming the document that has it — or, in another sucursal, only
 * saying so — and nothing is stored; the document's own edit keeps its folio. One folio is one
 * whatever its dashes and case ('A-555', 'A555' as a CFDI fills it); a folio SAT would not file is a 400.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compra, factura } from '../db/schema';
import { insertObra } from './test-fixtures';
import { startTestServer, type TestServer } from '../test-support/server';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { compraValida } from '../modules/compra/test-fixtures';
import { FOLIO_PROVEEDOR_EN_OTRA_SUCURSAL, folioProveedorRegistrado } from '../modules/compra/rules';
import { FACTURA_EN_OTRA_SUCURSAL, facturaRegistrada } from '../modules/factura/service';
import { facturaForm, facturaValida } from '../modules/factura/test-fixtures';
import { insertCliente } from '../modules/obra/test-fixtures';
import { insertProveedor } from '../modules/orden-compra/test-fixtures';

const FOLIO_INVALIDO = 'Ingrese un folio valido: letras, numeros y guiones, hasta 40 caracteres..';

let server: TestServer;
let usuario: string;
let otro: string;
const obras = { matriz: 0, otra: 0 };
const clientes = { matriz: 0, otra: 0 };
let proveedorId: number;
let otroProveedorId: number;

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: sucursales.matriz });
  otro = await tokenFor(server, { username: 'compras-otra', sucursalId: sucursales.otra });
  obras.matriz = await insertObra(server, sucursales.matriz);
  obras.otra = await insertObra(server, sucursales.otra);
  clientes.matriz = await insertCliente(server, 'Hoteles del Mar de Cortes', sucursales.matriz);
  clientes.otra = await insertCliente(server, 'Minera del Desierto', sucursales.otra);
  proveedorId = await insertProveedor(server);
  otroProveedorId = await insertProveedor(server, 'Materiales Yaqui');
});
afterAll(() => server.close());

const stored = async (table: typeof compra | typeof factura) =>
  (await server.db.select({ n: count() }).from(table))[0].n;
const answer = async (res: Response) => ({ status: res.status, message: (await res.json()).message });

describe('folio de proveedor of a compra', () => {
  const nueva = (folioProveedor: string, token = usuario, obra = obras.matriz, proveedor = proveedorId) =>
    server.request('/api/compra', {
      method: 'POST',
      token,
      json: { ...compraValida(obra, proveedor), folioProveedor },
    });

  it('refuses a second compra of the proveedor with its folio: 409 naming the compra that has it', async () => {
    const first = await nueva('A-555');
    expect(first.status).toBe(201);
    const { folio } = await first.json();
    const before = await stored(compra);
    expect(await answer(await nueva('A-555'))).toEqual({
      status: 409,
      message: folioProveedorRegistrado('A-555', folio),
    });
    expect(await stored(compra)).toBe(before);
  });

  it("finds the folio however it is spelled: 'A555' as a CFDI fills it, 'a-555', named as the compra holds it", async () => {
    const first = await nueva('E-4471');
    expect(first.status).toBe(201);
    const { folio } = await first.json();
    for (const spelled of ['E4471', 'e-4471', 'E-44-71']) {
      expect(await answer(await nueva(spelled)), spelled).toEqual({
        status: 409,
        message: folioProveedorRegistrado('E-4471', folio),
      });
    }
  });

  it('answers 400 saying what a folio de proveedor may hold, for a compra and its nota alike', async () => {
    const before = await stored(compra);
    for (const folioProveedor of ['A|555', 'A 555', 'F'.repeat(41)]) {
      const res = await nueva(folioProveedor);
      expect([res.status, (await res.json()).errors], folioProveedor).toEqual([
        400,
        [{ field: 'folioProveedor', message: FOLIO_INVALIDO }],
      ]);
    }
    expect(await stored(compra)).toBe(before);
    const nota = await server.request('/api/notaCredito', {
      method: 'POST',
      token: usuario,
      json: { compraId: 1, fecha: '2026-02-01', folioProveedor: 'NC|1', notaCreditoDetalle: [] },
    });
    expect(nota.status).toBe(400);
    expect((await nota.json()).errors).toContainEqual({ field: 'folioProveedor', message: FOLIO_INVALIDO });
  });

  it('says only "en otra sucursal" when the compra that has it is not visible to the caller', async () => {
    expect((await nueva('B-777')).status).toBe(201);
    const refused = await answer(await nueva('B-777', otro, obras.otra));
    expect(refused).toEqual({ status: 409, message: FOLIO_PROVEEDOR_EN_OTRA_SUCURSAL });
  });

  it("takes the same folio from another proveedor, and an edit keeps the compra's own folio", async () => {
    expect((await nueva('C-100')).status).toBe(201);
    const otroProveedor = await nueva('C-100', usuario, obras.matriz, otroProveedorId);
    expect(otroProveedor.status).toBe(201);
    const created = await otroProveedor.json();
    const edited = await server.request('/api/compra', {
      method: 'PUT',
      token: usuario,
      json: {
        ...compraValida(obras.matriz, otroProveedorId),
        folioProveedor: 'C-100',
        id: created.id,
        actualizado: created.actualizado,
        observaciones: 'Corregida',
      },
    });
    expect(await answer(edited)).toEqual({ status: 200, message: undefined });
  });
});

describe('folio of a factura', () => {
  const nueva = (folio: string, token = usuario, sucursal: keyof typeof obras = 'matriz') =>
    server.request('/api/factura', {
      method: 'POST',
      token,
      body: facturaForm(facturaValida(obras[sucursal], clientes[sucursal], { folio })),
    });

  it('refuses a second factura with its folio: 409 naming the factura that has it, nothing stored', async () => {
    expect((await nueva('F-901')).status).toBe(201);
    const before = await stored(factura);
    for (const folio of ['F-901', 'F901', 'f-901']) {
      const message = facturaRegistrada('F-901', 'Bodega en curso');
      expect(await answer(await nueva(folio)), folio).toEqual({ status: 409, message });
    }
    expect(await stored(factura)).toBe(before);
  });

  it('says only "en otra sucursal" when the factura that has it is not visible to the caller', async () => {
    expect((await nueva('902')).status).toBe(201);
    expect(await answer(await nueva('902', otro, 'otra'))).toEqual({ status: 409, message: FACTURA_EN_OTRA_SUCURSAL });
  });
});
