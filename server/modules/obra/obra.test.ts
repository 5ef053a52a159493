import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { cliente, obra } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { businessToday } from '../../../schemas/today';

interface Option {
  id: number;
  nombre: string;
  cliente: { id: number; nombre: string };
  terminado: boolean;
}

let server: TestServer;
let admin: string;
let usuario: string;
let sinObras: string;
let ids: Record<string, number>;
let clienteId: number;
let matriz: number;

const day = (offset: number) => format(addDays(parseISO(businessToday()), offset), 'yyyy-MM-dd');

const money = {
  costoTotal: '1000.00',
  insumos: '400.00',
  manoObra: '300.00',
  indirectos: '100.00',
  utilidad: '200.00',
};

async function insertObras(
  sucursalId: number,
  rows: { nombre: string; inicio: number; fin: number; terminado?: boolean }[],
) {
  const inserted = await server.db
    .insert(obra)
    .values(
      rows.map((r) => ({
        ...money,
        nombre: r.nombre,
        clienteId,
        sucursalId,
        inicio: day(r.inicio),
        fin: day(r.fin),
        terminado: r.terminado ?? false,
      })),
    )
    .returning({ id: obra.id, nombre: obra.nombre });
  return Object.fromEntries(inserted.map((r) => [r.nombre, r.id]));
}

async function getJson<T>(path: string, token = admin, status = 200): Promise<T> {
  const res = await server.request(path, { token });
  expect(res.status, path).toBe(status);
  return res.json() as Promise<T>;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const sucursales = await twoSucursales(server);
  matriz = sucursales.matriz;
  const otra = sucursales.otra;
  usuario = await tokenFor(server, { username: 'residente', sucursalId: matriz });
  sinObras = await tokenFor(server, { username: 'sinobras', sucursalId: matriz, denied: ['/obras', '/clientes'] });
  [{ id: clienteId }] = await server.db
    .insert(cliente)
    .values({
      nombre: 'Inmobiliaria Pitic',
      razonSocial: 'Inmobiliaria Pitic SA de CV',
      direccion: 'Hermosillo',
      rfc: 'XAXX010101000',
      telefonoContacto: '662',
      correoContacto: 'a@b.mx',
      diasCredito: 30,
      sucursalId: matriz,
    })
    .returning({ id: cliente.id });
  ids = {
    ...(await insertObras(matriz, [
      { nombre: 'Torre Médica San José', inicio: -10, fin: 10 },
      { nombre: 'Bodega 100% Industrial', inicio: -1, fin: 2 },
      { nombre: 'Casa Club Terminada', inicio: -300, fin: 200, terminado: true },
      { nombre: 'Escuela Futura', inicio: 5, fin: 100 },
      { nombre: 'Puente Vencido', inicio: -100, fin: -1 },
      { nombre: 'Reparacion de Hoy', inicio: 0, fin: 0 },
    ])),
    ...(await insertObras(otra, [{ nombre: 'Torre Obregon', inicio: -10, fin: 10 }])),
  };
});
afterAll(() => server.close());

describe('GET /api/obra/byName', () => {
  it('finds a case- and accent-insensitive substring, with the cliente and terminado', async () => {
    const rows = await getJson<Option[]>('/api/obra/byName?name=MEDICA%20san%20jose', sinObras);
    expect(rows).toEqual([
      {
        id: ids['Torre Médica San José'],
        nombre: 'Torre Médica San José',
        cliente: { id: clienteId, nombre: 'Inmobiliaria Pitic' },
        terminado: false,
      },
    ]);
    expect((await getJson<Option[]>('/api/obra/byName?name=100%25', usuario)).map((o) => o.nombre)).toEqual([
      'Bodega 100% Industrial',
    ]);
  });

  // Pickers that write documents must never offer a closed obra; only an explicit ask lists one.
  it('leaves terminado obras out unless terminadas=true', async () => {
    expect(await getJson<Option[]>('/api/obra/byName?name=terminada', usuario)).toEqual([]);
    expect(await getJson<Option[]>('/api/obra/byName?name=terminada&terminadas=false', usuario)).toEqual([]);
    expect(await getJson<Option[]>('/api/obra/byName?name=casa%20club&terminadas=true', usuario)).toEqual([
      {
        id: ids['Casa Club Terminada'],
        nombre: 'Casa Club Terminada',
        cliente: { id: clienteId, nombre: 'Inmobiliaria Pitic' },
        terminado: true,
      },
    ]);
    // With them asked for, open obras are still listed.
    expect((await getJson<Option[]>('/api/obra/byName?name=torre&terminadas=true', usuario)).length).toBe(1);
    const bad = await getJson<{ message: string }>('/api/obra/byName?name=torre&terminadas=si', usuario, 400);
    expect(bad.message).toMatch(/terminadas/);
  });

  it('answers an empty list without text', async () => {
    expect(await getJson('/api/obra/byName?name=', usuario)).toEqual([]);
    expect(await getJson('/api/obra/byName?name=%20%20', usuario)).toEqual([]);
    expect(await getJson('/api/obra/byName', usuario)).toEqual([]);
  });

  it("keeps to the caller's sucursal (a superuser sees all) and answers at most 20", async () => {
    expect((await getJson<Option[]>('/api/obra/byName?name=torre', usuario)).map((o) => o.nombre)).toEqual([
      'Torre Médica San José',
    ]);
    expect((await getJson<Option[]>('/api/obra/byName?name=torre')).map((o) => o.nombre)).toEqual([
      'Torre Médica San José',
      'Torre Obregon',
    ]);
    await insertObras(
      matriz,
      Array.from({ length: 25 }, (_, i) => ({ nombre: `Local ${String(i).padStart(2, '0')}`, inicio: 0, fin: 1 })),
    );
    const locales = await getJson<Option[]>('/api/obra/byName?name=local', usuario);
    expect(locales.map((o) => o.nombre)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Local ${String(i).padStart(2, '0')}`),
    );
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('/api/obra/byName?name=torre')).status).toBe(401);
    expect((await server.request('/api/obra/avance')).status).toBe(401);
  });
});

describe('GET /api/obra/avance', () => {
  it('answers the elapsed share of [inicio, fin] in whole percent, of the obras still in course', async () => {
    await getJson('/api/obra/avance', sinObras, 403);
    const rows = await getJson<{ id: number; nombre: string; avance: number }[]>('/api/obra/avance', usuario);
    const avance = Object.fromEntries(rows.map((r) => [r.nombre, r.avance]));
    expect(avance).toMatchObject({
      'Torre Médica San José': 50,
      'Bodega 100% Industrial': 33,
      'Escuela Futura': 0,
      'Puente Vencido': 100,
      'Reparacion de Hoy': 100,
    });
    expect(avance['Torre Obregon']).toBeUndefined();
    expect(avance['Casa Club Terminada']).toBeUndefined();
    expect(rows.find((r) => r.nombre === 'Torre Médica San José')?.id).toBe(ids['Torre Médica San José']);
  });
});

describe('GET /api/obra/{idObra}', () => {
  it("answers docs/product.md's obra fields with money as numbers", async () => {
    const id = ids['Torre Médica San José'];
    await server.db
      .update(obra)
      .set({
        costoTotal: '1234567.85',
        anticipo: '0.10',
        insumos: '1000000.05',
        manoObra: '200000.00',
        indirectos: '0.30',
        utilidad: '34567.50',
        fechaAnticipo: day(-9),
        metodoPago: 'Transferencia BBVA',
      })
      .where(eq(obra.id, id));
    const body = await getJson<Record<string, unknown>>(`/api/obra/${id}`, usuario);
    expect(body).toEqual({
      id,
      nombre: 'Torre Médica San José',
      cliente: { id: clienteId, nombre: 'Inmobiliaria Pitic' },
      costoTotal: 1234567.85,
      anticipo: 0.1,
      fechaAnticipo: day(-9),
      inicio: day(-10),
      fin: day(10),
      metodoPago: 'Transferencia BBVA',
      insumos: 1000000.05,
      manoObra: 200000,
      indirectos: 0.3,
      utilidad: 34567.5,
      tasaIva: 16,
      retenciones: [],
      terminado: false,
      sucursal: { id: expect.any(Number), nombre: 'Matriz' },
      actualizado: expect.any(String),
    });
  });

  it('leaves out empty optional fields', async () => {
    const body = await getJson<Record<string, unknown>>(`/api/obra/${ids['Escuela Futura']}`, usuario);
    expect(body).not.toHaveProperty('anticipo');
    expect(body).not.toHaveProperty('metodoPago');
    expect(body.costoTotal).toBe(1000);
  });

  it("answers 404 for another sucursal's obra or an unknown id, 400 for a malformed id, 403 without /obras", async () => {
    await getJson(`/api/obra/${ids['Torre Obregon']}`, usuario, 404);
    await getJson(`/api/obra/${ids['Torre Obregon']}`, admin, 200);
    await getJson('/api/obra/999999', usuario, 404);
    await getJson('/api/obra/abc', usuario, 400);
    await getJson(`/api/obra/${ids['Escuela Futura']}`, sinObras, 403);
  });
});
