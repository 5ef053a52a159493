import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { obra } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertCliente, obraValida } from './test-fixtures';

const MONEY_FIELDS = ['costoTotal', 'anticipo', 'insumos', 'manoObra', 'indirectos'];

let server: TestServer;
let usuario: string;
let sucursales: { matriz: number; otra: number };
let clienteMatriz: number;
let clienteOtra: number;

const post = (json: unknown, token = usuario) => server.request('/api/obra', { method: 'POST', token, json });
const put = (json: unknown, token = usuario) => server.request('/api/obra', { method: 'PUT', token, json });
const get = (path: string, token = usuario) => server.request(path, { token });

const valida = () => obraValida(clienteMatriz);

async function storedObras(): Promise<number> {
  const [{ n }] = await server.db.select({ n: count() }).from(obra);
  return n;
}

/** Sends an invalid body: 400 naming the field with its message, and nothing stored or changed. */
async function expectRejected(json: unknown, field: string, message: string, send = post, token = usuario) {
  const before = await server.db.select().from(obra).orderBy(obra.id);
  const res = await send(json, token);
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.message).toBe('Datos invalidos');
  expect(body.errors).toContainEqual({ field, message });
  expect(await server.db.select().from(obra).orderBy(obra.id)).toEqual(before);
}

beforeAll(async () => {
  server = await startTestServer();
  sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'residente', sucursalId: sucursales.matriz });
  clienteMatriz = await insertCliente(server, 'Hoteles Bahia de Kino', sucursales.matriz);
  clienteOtra = await insertCliente(server, 'Agricola del Yaqui', sucursales.otra);
});
afterAll(() => server.close());

describe('obra create and update', () => {
  it('creates (201) in the caller sucursal with utilidad computed in cents, whatever the client sent', async () => {
    // Its estimaciones' IVA and retenciones (docs/domain.md, Retención) come back as sent.
    const retenciones = [
      { nombre: '5 al millar', base: 'importe', tasa: 0.5 },
      { nombre: 'Fondo de garantia', base: 'subtotal', tasa: 5, seDevuelve: true },
    ];
    const res = await post({ ...valida(), utilidad: 1, sucursal: { id: sucursales.otra }, tasaIva: 8, retenciones });
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored).toEqual({
      ...valida(),
      id: expect.any(Number),
      cliente: { id: clienteMatriz, nombre: 'Hoteles Bahia de Kino' },
      utilidad: 522075.07,
      tasaIva: 8,
      retenciones: retenciones.map((r) => ({ ...r, id: expect.any(Number) })),
      terminado: false,
      sucursal: { id: sucursales.matriz, nombre: 'Matriz' },
      actualizado: expect.any(String),
    });
    expect(await (await get(`/api/obra/${stored.id}`)).json()).toEqual(stored);
    const [row] = await server.db.select({ utilidad: obra.utilidad }).from(obra).where(eq(obra.id, stored.id));
    expect(row.utilidad).toBe('522075.07');
  });

  it('replaces an obra on PUT (200), recomputing utilidad (negative when costs exceed) and clearing absent optionals', async () => {
    const stored = await (await post(valida())).json();
    const { anticipo: _a, fechaAnticipo: _f, metodoPago: _m, ...sinOpcionales } = stored;
    const cambios = {
      ...sinOpcionales,
      nombre: 'Hotel Bahia de Kino, segunda etapa',
      costoTotal: 100.1,
      insumos: 50.2,
      manoObra: 30.3,
      indirectos: 20.4,
      utilidad: 999,
    };
    const res = await put(cambios);
    expect(res.status).toBe(200);
    const expected = { ...cambios, utilidad: -0.8, actualizado: expect.any(String) };
    expect(await res.json()).toEqual(expected);
    expect(await (await get(`/api/obra/${stored.id}`)).json()).toEqual(expected);
  });

  it('answers 404 for an unknown id, 400 without an id; nothing stored', async () => {
    const before = await storedObras();
    expect((await put({ ...valida(), id: 999999 })).status).toBe(404);
    await expectRejected(valida(), 'id', 'Campo Obligatorio', put);
    expect(await storedObras()).toBe(before);
  });
});

describe('obra validation (docs/product.md §5 Obra)', () => {
  it("answers 'Campo Obligatorio' for every missing required field", async () => {
    const required = ['cliente', 'nombre', 'costoTotal', 'inicio', 'fin', 'insumos', 'manoObra', 'indirectos'];
    const before = await storedObras();
    const res = await post({});
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toHaveLength(required.length);
    for (const field of required) expect(body.errors).toContainEqual({ field, message: 'Campo Obligatorio' });
    await expectRejected({ ...valida(), cliente: {} }, 'cliente.id', 'Campo Obligatorio');
    await expectRejected({ ...valida(), nombre: '   ' }, 'nombre', 'Campo Obligatorio');
    expect(await storedObras()).toBe(before);
  });

  it('rejects negative amounts, more than 2 decimals and non-numbers in every money field', async () => {
    for (const field of MONEY_FIELDS) {
      await expectRejected({ ...valida(), [field]: -0.01 }, field, 'El importe no puede ser negativo..');
      await expectRejected({ ...valida(), [field]: 10.001 }, field, 'Ingrese un importe con maximo 2 decimales..');
      await expectRejected({ ...valida(), [field]: 'mucho' }, field, 'Ingrese un importe valido..');
    }
    const res = await post({ ...valida(), insumos: 1.001, indirectos: 2.999 });
    expect((await res.json()).errors).toEqual([
      { field: 'insumos', message: 'Ingrese un importe con maximo 2 decimales..' },
      { field: 'indirectos', message: 'Ingrese un importe con maximo 2 decimales..' },
    ]);
  });

  it('rejects a fin before inicio, and takes a one-day obra', async () => {
    await expectRejected(
      { ...valida(), inicio: '2025-03-01', fin: '2025-02-28' },
      'fin',
      'La fecha de fin debe ser posterior al inicio',
    );
    expect((await post({ ...valida(), inicio: '2025-03-01', fin: '2025-03-01' })).status).toBe(201);
    for (const fecha of ['2025-02-30', '01/03/2025', 'manana']) {
      await expectRejected({ ...valida(), inicio: fecha }, 'inicio', 'Ingrese una fecha valida..');
    }
  });

  it('takes only the metodoPago values of docs/product.md §9', async () => {
    for (const metodoPago of ['contado', 'sinanticipo', 'Transferencia HSBC', 'Transferencia BBVA']) {
      const res = await post({ ...valida(), metodoPago });
      expect(res.status).toBe(201);
      expect((await res.json()).metodoPago).toBe(metodoPago);
    }
    await expectRejected({ ...valida(), metodoPago: 'Cheque' }, 'metodoPago', 'Seleccione un metodo de pago valido..');
  });

  it('rejects a cliente the caller cannot see, or that does not exist', async () => {
    await expectRejected({ ...valida(), cliente: { id: clienteOtra } }, 'cliente.id', 'El cliente no existe');
    await expectRejected({ ...valida(), cliente: { id: 999999 } }, 'cliente.id', 'El cliente no existe');
    const stored = await (await post(valida())).json();
    await expectRejected({ ...stored, cliente: { id: clienteOtra } }, 'cliente.id', 'El cliente no existe', put);
  });
});
