/** /api/notaCredito: made from an applied compra (its lines, at most its saldo), edits, comprobante, aplicar (the abono) and every 400/404/409. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { abono, cargo, notaCredito, obra } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { abonoExcedido, recordAbono } from '../../domain/ledger';
import { COMPROBANTE_REQUERIDO } from '../../../schemas/lifecycle';
import { insertObra } from '../../domain/test-fixtures';
import { entityApi } from '../../test-support/entity-api';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

import { compraAplicada, compraValida, subirComprobante } from '../compra/test-fixtures';
import { insertProveedor, TOTALES } from '../orden-compra/test-fixtures';

import { compraConNota } from '../../../schemas/purchasing';
import { NOTA_EN_CERO, notaExcedeSaldo } from './rules';

// The lifecycle's 409s, as users read them (schemas: x-lifecycle).
const COMPRA_NO_APLICADA = 'La compra no esta aplicada..';
const NOTA_APLICADA = 'La nota de credito ya esta aplicada..';

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let obraId: number;
let proveedorId: number;
const api = entityApi(
  '/api/notaCredito',
  notaCredito,
  () => server,
  () => usuario,
);
const call = (path: string, method = 'GET', json?: unknown) => server.request(path, { method, token: usuario, json });
const patch = (json: unknown) => call('/api/notaCredito', 'PATCH', json);
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
const nota = (compraId: number, extra: object = {}) => ({
  compraId,
  fecha: '2025-03-10',
  folioProveedor: 'NC-77',
  observaciones: 'Devolucion',
  ...extra,
});
const unaLinea = (precioUnitario: number) => ({
  notaCreditoDetalle: [
    {
      cantidadSurtida: 1,
      nombre: 'Varilla corrugada 3/8',
      descripcion: 'Devuelta',
      unidadMedida: 'pza',
      precioUnitario,
      tasaiva: 0.16,
    },
  ],
});
const aplicada = () => compraAplicada(server, usuario, obraId, proveedorId);
const create = async (body: unknown) => {
  const res = await api.post(body);
  expect(res.status).toBe(201);
  return res.json();
};
async function ledgerOf(compraId: number) {
  const [charge] = await server.db
    .select()
    .from(cargo)
    .where(and(eq(cargo.tipoDocumento, 'COMPRA'), eq(cargo.documentoId, compraId)));
  const abonos = await server.db.select().from(abono).where(eq(abono.cargoId, charge.id));
  return { charge, abonos };
}

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server, 'Materiales Yaqui');
});
afterAll(() => server.close());

describe('nota de credito create', () => {
  it("takes the compra's lines, proveedor, obra and folio (201), marks the compra, and a second nota answers 409", async () => {
    const compra = await aplicada();
    const created = await create({ ...nota(compra.id), folio: 500, status: 'aplicado', total: 1 });
    expect(created).toMatchObject({
      ...TOTALES,
      status: 'creado',
      compraId: compra.id,
      folioCompra: compra.folio,
      proveedor: { id: proveedorId },
      obra: { id: obraId },
      sucursal: { id: sucursales.matriz },
    });
    expect(created.folio).not.toBe(500);
    expect(created.notaCreditoDetalle.map((l: { nombre: string; importe: number }) => [l.nombre, l.importe])).toEqual([
      ['Varilla corrugada 3/8', 3703.68],
      ['Alambre recocido', 249.98],
    ]);
    expect((await (await call(`/api/compra/${compra.id}`)).json()).tieneNotaCredito).toBe(true);
    await expectError(await api.post(nota(compra.id)), 409, compraConNota(compra.folio));
  });

  it('keeps lines sent by the body, with server totals', async () => {
    const compra = await aplicada();
    const created = await create({ ...nota(compra.id), ...unaLinea(100), subTotal: 5 });
    expect(created).toMatchObject({ subTotal: 100, iva: 16, total: 116 });
    expect(created.notaCreditoDetalle).toEqual([
      {
        id: expect.any(Number),
        cantidadSurtida: 1,
        nombre: 'Varilla corrugada 3/8',
        descripcion: 'Devuelta',
        unidadMedida: 'pza',
        precioUnitario: 100,
        tasaiva: 0.16,
        importe: 100,
      },
    ]);
  });

  it('answers 409 for a compra not applied or a total above its saldo, 404 for one not visible, 400 for bad input; nothing stored', async () => {
    const before = await api.storedCount();
    const pendiente = await (await call('/api/compra', 'POST', compraValida(obraId, proveedorId))).json();
    await expectError(await api.post(nota(pendiente.id)), 409, COMPRA_NO_APLICADA);
    const compra = await aplicada();
    await expectError(await api.post({ ...nota(compra.id), ...unaLinea(4000) }), 409, notaExcedeSaldo(456625n));
    expect(notaExcedeSaldo(456625n)).toBe('El total de la nota excede el saldo de la compra: $4,566.25..');
    await expectError(await api.post(nota(999999)), 404, 'Compra no encontrada');
    await api.expectRejected({ ...nota(compra.id), ...unaLinea(0) }, 'notaCreditoDetalle', NOTA_EN_CERO);
    await api.expectRejected({ ...nota(compra.id), folioProveedor: undefined }, 'folioProveedor', 'Campo Obligatorio');
    await api.expectRejected({ ...nota(compra.id), compraId: 'x' }, 'compraId', 'Seleccione una compra valida..');
    expect(await api.storedCount()).toBe(before);
    expect((await (await call(`/api/compra/${compra.id}`)).json()).tieneNotaCredito).toBe(false);
  });
});

describe('nota de credito update, comprobante and aplicar', () => {
  it('PATCH replaces fields and lines while creado, keeping folio and compra; 409 above the saldo; 404 unknown', async () => {
    const compra = await aplicada();
    const stored = await create(nota(compra.id));
    const res = await patch({ ...stored, compraId: 1, folioProveedor: 'NC-78', ...unaLinea(50) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      folio: stored.folio,
      compraId: compra.id,
      folioProveedor: 'NC-78',
      total: 58,
    });
    await expectError(await patch({ ...stored, ...unaLinea(5000) }), 409, notaExcedeSaldo(456625n));
    expect((await patch({ ...nota(compra.id), id: 999999 })).status).toBe(404);
  });

  it('applies only with a comprobante: one NOTA_CREDITO abono, saldo = monto − Σ abonos on the charge and the compra; then read-only', async () => {
    const compra = await aplicada();
    const stored = await create({ ...nota(compra.id), ...unaLinea(1000) });
    await expectError(await call('/api/notaCredito/aplicar', 'PATCH', { id: stored.id }), 409, COMPROBANTE_REQUERIDO);
    await expectError(await call(`/api/notaCredito/${stored.id}/comprobanteUrl`), 404, 'Documento no encontrado..');
    const subida = await subirComprobante(server, `/api/notaCredito/${stored.id}`, usuario);
    expect(subida.status).toBe(200);
    expect((await call(`/api/notaCredito/${stored.id}/comprobanteUrl`)).status).toBe(200);
    const res = await call('/api/notaCredito/aplicar', 'PATCH', { id: stored.id });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('aplicado');
    const { charge, abonos } = await ledgerOf(compra.id);
    expect(abonos).toMatchObject([
      { tipo: 'NOTA_CREDITO', monto: '1160.00', referencia: stored.id, fecha: '2025-03-10' },
    ]);
    expect(charge).toMatchObject({ monto: '4566.25', saldo: '3406.25' });
    expect((await (await call(`/api/compra/${compra.id}`)).json()).saldo).toBe(3406.25);
    await expectError(await call('/api/notaCredito/aplicar', 'PATCH', { id: stored.id }), 409, NOTA_APLICADA);
    await expectError(await patch({ ...stored, observaciones: 'x' }), 409, NOTA_APLICADA);
    await expectError(await subirComprobante(server, `/api/notaCredito/${stored.id}`, usuario), 409, NOTA_APLICADA);
    expect((await ledgerOf(compra.id)).abonos).toHaveLength(1);
  });

  it('answers 409 when the saldo fell below the nota since it was made, and changes nothing', async () => {
    const compra = await aplicada();
    const stored = await create(nota(compra.id));
    await subirComprobante(server, `/api/notaCredito/${stored.id}`, usuario);
    const { charge } = await ledgerOf(compra.id);
    await inTransaction(server.db, null, (tx) =>
      recordAbono(tx, { cargoId: charge.id, fecha: '2025-03-11', monto: 100n, tipo: 'PAGO', referencia: 1 }),
    );
    await expectError(
      await call('/api/notaCredito/aplicar', 'PATCH', { id: stored.id }),
      409,
      abonoExcedido(compra.folio, 456525n),
    );
    expect((await (await call(`/api/notaCredito/${stored.id}`)).json()).status).toBe('creado');
    const after = await ledgerOf(compra.id);
    expect(after.charge.saldo).toBe('4565.25');
    expect(after.abonos).toHaveLength(1);
  });

  it('answers 400 for aplicar without an id and 404 for an unknown or invisible nota', async () => {
    expect((await call('/api/notaCredito/aplicar', 'PATCH', {})).status).toBe(400);
    await expectError(
      await call('/api/notaCredito/aplicar', 'PATCH', { id: 999999 }),
      404,
      'Nota de credito no encontrada',
    );
    const otro = await tokenFor(server, { username: 'compras-otra', sucursalId: sucursales.otra });
    const otraObra = await insertObra(server, sucursales.otra);
    const ajena = await compraAplicada(server, otro, otraObra, proveedorId);
    const suya = await (
      await server.request('/api/notaCredito', { method: 'POST', token: otro, json: nota(ajena.id) })
    ).json();
    expect((await call(`/api/notaCredito/${suya.id}`)).status).toBe(404);
    expect((await subirComprobante(server, `/api/notaCredito/${suya.id}`, usuario)).status).toBe(404);
    expect((await api.post(nota(ajena.id))).status).toBe(404);
  });

  it("answers 409 'La obra esta terminada..' to every write once the obra is closed", async () => {
    const compra = await aplicada();
    const otraCompra = await aplicada();
    const stored = await create(nota(compra.id));
    await subirComprobante(server, `/api/notaCredito/${stored.id}`, usuario);
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    try {
      for (const res of [
        await api.post(nota(otraCompra.id)),
        await patch({ ...stored, observaciones: 'x' }),
        await subirComprobante(server, `/api/notaCredito/${stored.id}`, usuario),
        await call('/api/notaCredito/aplicar', 'PATCH', { id: stored.id }),
      ]) {
        await expectError(res, 409, 'La obra esta terminada..');
      }
      expect((await ledgerOf(compra.id)).abonos).toHaveLength(0);
    } finally {
      await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
    }
  });
});

describe('list, PDF and permiso', () => {
  it('pages an obra’s notas with search; 404 for another sucursal’s obra', async () => {
    const obraLista = await insertObra(server, sucursales.matriz);
    const compra = await compraAplicada(server, usuario, obraLista, proveedorId);
    const stored = await create(nota(compra.id, { folioProveedor: 'NC-ÑANDU' }));
    const page = await (await call(`/api/notaCredito/obra/${obraLista}?page=0&pageSize=5`)).json();
    expect(page).toMatchObject({ totalElements: 1, page: 0, pageSize: 5 });
    expect(page.content[0]).toMatchObject({ id: stored.id, folioCompra: compra.folio });
    expect((await (await call(`/api/notaCredito/obra/${obraLista}?toSearch=nandu`)).json()).totalElements).toBe(1);
    expect((await (await call(`/api/notaCredito/obra/${obraLista}?toSearch=zzz`)).json()).totalElements).toBe(0);
    expect((await call(`/api/notaCredito/obra/${await insertObra(server, sucursales.otra)}`)).status).toBe(404);
  });

  it('answers the nota as a PDF, 404 for an unknown one, 403 without the /nota-credito permiso', async () => {
    const stored = await create(nota((await aplicada()).id));
    const res = await call(`/api/notaCredito/${stored.id}/reporte`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await call('/api/notaCredito/999999/reporte')).status).toBe(404);
    const sinPermiso = await tokenFor(server, {
      username: 'sin-notas',
      sucursalId: sucursales.matriz,
      denied: ['/nota-credito'],
    });
    expect((await server.request(`/api/notaCredito/${stored.id}`, { token: sinPermiso })).status).toBe(403);
  });
});
