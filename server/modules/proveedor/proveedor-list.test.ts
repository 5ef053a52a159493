import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

interface ProveedorJson {
  id: number;
  nombre: string;
}
interface PageJson {
  content: ProveedorJson[];
  totalElements: number;
  page: number;
  pageSize: number;
}

const base = {
  direccion: 'Calle Reforma 312, Centro, Hermosillo',
  rfc: 'XAXX010101000',
  telefono: '662 212 3345',
  correo: 'ventas@ejemplo.mx',
};

/** Names that sort the same under any collation: the paging assertions depend on the order. */
const PRUEBA = Array.from({ length: 23 }, (_, i) => `Proveedor Prueba ${String(i + 1).padStart(2, '0')}`);

let server: TestServer;
let admin: string;
let usuario: string;

async function crear(nombre: string, extra: Record<string, unknown> = {}) {
  const res = await server.request('/api/proveedor', {
    method: 'POST',
    token: admin,
    json: { ...base, nombre, ...extra },
  });
  expect(res.status).toBe(201);
}

async function getJson<T>(path: string, token = usuario, status = 200): Promise<T> {
  const res = await server.request(path, { token });
  expect(res.status, path).toBe(status);
  return res.json() as Promise<T>;
}

const nombres = (rows: ProveedorJson[]) => rows.map((p) => p.nombre);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { otra } = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: otra });
  for (const nombre of [...PRUEBA].reverse()) await crear(nombre);
  await crear('Ferretería La Pitahaya', { telefono: '662 999 1234' });
  await crear('Aceros_Pitic', { correo: 'pedidos@acerospitic.mx', rfc: 'APP010615B3A' });
});
afterAll(() => server.close());

describe('GET /api/proveedor/page', () => {
  it('pages by nombre with totalElements, default page size 10', async () => {
    const first = await getJson<PageJson>('/api/proveedor/page?toSearch=prueba');
    expect(first).toMatchObject({ totalElements: 23, page: 0, pageSize: 10 });
    expect(nombres(first.content)).toEqual(PRUEBA.slice(0, 10));
    const third = await getJson<PageJson>('/api/proveedor/page?toSearch=prueba&pageSize=5&page=2');
    expect(nombres(third.content)).toEqual(PRUEBA.slice(10, 15));
    const all = await getJson<PageJson>('/api/proveedor/page?pageSize=100');
    expect(all.totalElements).toBe(25);
    expect(all.content).toHaveLength(25);
  });

  it('searches nombre, direccion, telefono, correo and rfc, case- and accent-insensitive, % and _ literal', async () => {
    const found = async (text: string) =>
      nombres((await getJson<PageJson>(`/api/proveedor/page?toSearch=${encodeURIComponent(text)}`)).content);
    expect(await found('FERRETERIA la pitahaya')).toEqual(['Ferretería La Pitahaya']);
    expect(await found('999 12')).toEqual(['Ferretería La Pitahaya']);
    expect(await found('acerospitic.mx')).toEqual(['Aceros_Pitic']);
    expect(await found('app010615')).toEqual(['Aceros_Pitic']);
    expect(await found('_')).toEqual(['Aceros_Pitic']);
    expect(await found('%')).toEqual([]);
    expect(
      (await getJson<PageJson>(`/api/proveedor/page?toSearch=${encodeURIComponent('reforma 312')}`)).totalElements,
    ).toBe(25);
  });

  it('rejects page sizes outside 1..100', async () => {
    for (const query of ['pageSize=500', 'pageSize=0', 'page=-1']) {
      const body = await getJson<{ message: string }>(`/api/proveedor/page?${query}`, usuario, 400);
      expect(body.message).toMatch(/^El parametro (page|pageSize) debe ser un entero/);
    }
  });
});

describe('GET /api/proveedor/list', () => {
  it('answers at most 20 matches ordered by nombre', async () => {
    expect(nombres(await getJson<ProveedorJson[]>('/api/proveedor/list?toSearch=prueba'))).toEqual(PRUEBA.slice(0, 20));
    expect(nombres(await getJson<ProveedorJson[]>('/api/proveedor/list?toSearch=pitahaya'))).toEqual([
      'Ferretería La Pitahaya',
    ]);
    expect(await getJson<ProveedorJson[]>('/api/proveedor/list')).toHaveLength(20);
  });
});
