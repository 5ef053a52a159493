import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente, obra } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

interface ObraJson {
  id: number;
  nombre: string;
  inicio: string;
  cliente: { id: number; nombre: string };
  utilidad: number;
}
interface PageJson {
  content: ObraJson[];
  totalElements: number;
  page: number;
  pageSize: number;
}

let server: TestServer;
let admin: string;
let usuario: string;
let clienteId: number;

/** Obras starting one day apart, in January 2025: `Obra Prueba 01` starts first. */
const PRUEBA = Array.from({ length: 23 }, (_, i) => ({
  nombre: `Obra Prueba ${String(i + 1).padStart(2, '0')}`,
  inicio: `2025-01-${String(i + 1).padStart(2, '0')}`,
}));
const money = {
  costoTotal: '1000.00',
  insumos: '400.00',
  manoObra: '300.00',
  indirectos: '100.00',
  utilidad: '200.00',
};

async function getJson<T>(path: string, token = usuario, status = 200): Promise<T> {
  const res = await server.request(path, { token });
  expect(res.status, path).toBe(status);
  return res.json() as Promise<T>;
}

const nombres = (rows: ObraJson[]) => rows.map((o) => o.nombre);
/** The list's order: newest start first. */
const NEWEST_FIRST = [...PRUEBA].reverse().map((o) => o.nombre);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'residente', sucursalId: matriz });
  const clientes = await server.db
    .insert(cliente)
    .values(
      [matriz, otra].map((sucursalId) => ({
        nombre: `Cliente ${sucursalId}`,
        razonSocial: 'Cliente SA',
        direccion: 'Hermosillo',
        rfc: 'XAXX010101000',
        telefonoContacto: '662',
        correoContacto: 'a@b.mx',
        diasCredito: 0,
        sucursalId,
      })),
    )
    .returning({ id: cliente.id });
  clienteId = clientes[0].id;
  const row = (nombre: string, inicio: string, sucursalId: number, cliente: number) => ({
    ...money,
    nombre,
    inicio,
    fin: '2025-12-31',
    sucursalId,
    clienteId: cliente,
  });
  await server.db
    .insert(obra)
    .values([
      ...PRUEBA.map((o) => row(o.nombre, o.inicio, matriz, clienteId)),
      row('Clínica San José', '2024-06-01', matriz, clienteId),
      row('Obra Prueba Obregon', '2025-02-01', otra, clientes[1].id),
    ]);
});
afterAll(() => server.close());

describe('GET /api/obra?name&size&page', () => {
  it('pages newest inicio first, with `size` as the page size and the cliente nested', async () => {
    const first = await getJson<PageJson>('/api/obra?name=prueba');
    expect(first).toMatchObject({ totalElements: 23, page: 0, pageSize: 10 });
    expect(nombres(first.content)).toEqual(NEWEST_FIRST.slice(0, 10));
    expect(first.content[0]).toMatchObject({
      inicio: '2025-01-23',
      cliente: { id: clienteId, nombre: expect.any(String) },
      utilidad: 200,
    });

    const second = await getJson<PageJson>('/api/obra?name=prueba&size=5&page=1');
    expect(second).toMatchObject({ totalElements: 23, page: 1, pageSize: 5 });
    expect(nombres(second.content)).toEqual(NEWEST_FIRST.slice(5, 10));

    const all = await getJson<PageJson>('/api/obra?size=100');
    expect(all.totalElements).toBe(24);
    expect(all.content.at(-1)?.nombre).toBe('Clínica San José');
  });

  it('searches the nombre case- and accent-insensitively', async () => {
    expect(nombres((await getJson<PageJson>('/api/obra?name=CLINICA%20san')).content)).toEqual(['Clínica San José']);
    expect((await getJson<PageJson>('/api/obra?name=nada%20parecido')).totalElements).toBe(0);
  });

  it("keeps to the caller's sucursal; a superuser sees every one", async () => {
    expect(nombres((await getJson<PageJson>('/api/obra?name=obregon')).content)).toEqual([]);
    expect(nombres((await getJson<PageJson>('/api/obra?name=obregon', admin)).content)).toEqual([
      'Obra Prueba Obregon',
    ]);
  });

  it('rejects a size outside 1..100 naming the size parameter', async () => {
    for (const query of ['size=101', 'size=0', 'size=x']) {
      const body = await getJson<{ message: string }>(`/api/obra?${query}`, usuario, 400);
      expect(body.message).toBe('El parametro size debe ser un entero entre 1 y 100');
    }
  });
});
