/**
 * Who may download a stored file: whoever may see the record that owns it. A charge's comprobante
 * (its compra's or gasto's) is seen on the Cuentas por Pagar screens, so their permisos read it too,
 * and only for a document that has a charge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { CUENTAS_POR_PAGAR } from '../contabilidad/links';
import { compraAplicada, compraValida, subirComprobante } from '../compra/test-fixtures';
import { insertProveedor } from '../orden-compra/test-fixtures';

describe('GET /api/documento/{id}', () => {
  let server: TestServer;
  let compras: string;
  let soloCuentas: string;
  let ninguno: string;
  let cargoComprobante: string;
  let sinCargo: string;

  beforeAll(async () => {
    server = await startTestServer();
    const { matriz } = await twoSucursales(server);
    compras = await tokenFor(server, { username: 'doc-compras', sucursalId: matriz });
    soloCuentas = await tokenFor(server, {
      username: 'doc-cuentas',
      sucursalId: matriz,
      denied: ['/compra', '/gasto'],
    });
    ninguno = await tokenFor(server, {
      username: 'doc-ninguno',
      sucursalId: matriz,
      denied: ['/compra', '/gasto', ...CUENTAS_POR_PAGAR],
    });
    const obraId = await insertObra(server, matriz);
    const proveedorId = await insertProveedor(server);
    await compraAplicada(server, compras, obraId, proveedorId);
    const cargos = await server.request(`/api/contabilidad/cargos/nopagados?authorized=false&obraId=${obraId}`, {
      token: soloCuentas,
    });
    expect(cargos.status).toBe(200);
    cargoComprobante = (await cargos.json()).content[0].comprobante;
    // A compra with its comprobante but not applied: no charge yet.
    const created = await server.request('/api/compra', {
      method: 'POST',
      token: compras,
      json: compraValida(obraId, proveedorId),
    });
    const { id } = await created.json();
    sinCargo = (await (await subirComprobante(server, `/api/compra/${id}`, compras)).json()).comprobante;
  });
  afterAll(() => server.close());

  it("serves a charge's comprobante to whoever may see the charge, without the compra's permiso", async () => {
    expect(cargoComprobante).toMatch(/^\/api\/documento\/\d+$/);
    const res = await server.request(cargoComprobante, { token: soloCuentas });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('keeps other files of the module, and every file without either permiso, answering 404', async () => {
    expect((await server.request(sinCargo, { token: compras })).status).toBe(200);
    const ajeno = await server.request(sinCargo, { token: soloCuentas });
    expect([ajeno.status, (await ajeno.json()).message]).toEqual([404, 'Documento no encontrado..']);
    expect((await server.request(cargoComprobante, { token: ninguno })).status).toBe(404);
  });
});
