import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../../schemas';
import { pickerMenus } from '../common/picker-access';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

interface ClienteJson {
  id: number;
  nombre: string;
  rfc: string;
  sucursal: { id: number; nombre: string };
}
interface PageJson {
  content: ClienteJson[];
  totalElements: number;
  page: number;
  pageSize: number;
}

const base = {
  razonSocial: 'Razon Social SA de CV',
  direccion: 'Calle Rosales 45, Centro, Hermosillo, Sonora',
  telefonoContacto: '662 100 2000',
  correoContacto: 'contacto@ejemplo.mx',
  diasCredito: 15,
};

/** Names that sort the same under any collation: the paging assertions depend on the order. */
const PRUEBA = Array.from({ length: 23 }, (_, i) => `Cliente Prueba ${String(i + 1).padStart(2, '0')}`);
const SEARCHABLE = [
  'Álvaro Peña Construcciones',
  'Maquinaria 100% Sonora',
  'Renta_de_Equipo',
  'Rentas de Equipo Yaqui',
];

let server: TestServer;
let admin: string;
let usuario: string;
let otraId: number;

async function crear(nombre: string, extra: Record<string, unknown> = {}): Promise<ClienteJson> {
  const res = await server.request('/api/cliente', {
    method: 'POST',
    token: admin,
    json: { ...base, nombre, rfc: 'XAXX010101000', ...extra },
  });
  expect(res.status).toBe(201);
  return res.json();
}

async function getJson<T>(path: string, token = admin, status = 200): Promise<T> {
  const res = await server.request(path, { token });
  expect(res.status, path).toBe(status);
  return res.json() as Promise<T>;
}

const nombres = (rows: ClienteJson[]) => rows.map((c) => c.nombre);
const search = (text: string) => encodeURIComponent(text);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const sucursales = await twoSucursales(server);
  otraId = sucursales.otra;
  usuario = await tokenFor(server, { username: 'ventas', sucursalId: sucursales.matriz });
  for (const nombre of [...PRUEBA].reverse()) await crear(nombre);
  for (const nombre of SEARCHABLE) await crear(nombre);
  await crear('Cliente Prueba Obregon', { sucursal: { id: otraId }, rfc: 'GOMA750412H47', telefono: '644 410 2030' });
});
afterAll(() => server.close());

describe('GET /api/cliente (paged)', () => {
  it('pages by nombre with totalElements, default page size 10', async () => {
    const first = await getJson<PageJson>(`/api/cliente?toSearch=prueba`, usuario);
    expect(first).toMatchObject({ totalElements: 23, page: 0, pageSize: 10 });
    expect(nombres(first.content)).toEqual(PRUEBA.slice(0, 10));

    const third = await getJson<PageJson>(`/api/cliente?toSearch=prueba&pageSize=5&page=2`, usuario);
    expect(third).toMatchObject({ totalElements: 23, page: 2, pageSize: 5 });
    expect(nombres(third.content)).toEqual(PRUEBA.slice(10, 15));

    const last = await getJson<PageJson>(`/api/cliente?toSearch=prueba&pageSize=20&page=1`, usuario);
    expect(nombres(last.content)).toEqual(PRUEBA.slice(20));
    const beyond = await getJson<PageJson>(`/api/cliente?toSearch=prueba&pageSize=20&page=5`, usuario);
    expect(beyond).toMatchObject({ content: [], totalElements: 23 });
  });

  it('counts every visible cliente without toSearch', async () => {
    const page = await getJson<PageJson>('/api/cliente?pageSize=100', usuario);
    expect(page.totalElements).toBe(PRUEBA.length + SEARCHABLE.length);
    expect(page.content).toHaveLength(page.totalElements);
  });

  it('rejects page sizes outside 1..100 and pages that are not non-negative integers', async () => {
    for (const query of ['pageSize=500', 'pageSize=0', 'pageSize=abc', 'page=-1', 'page=1.5', 'page=x']) {
      const body = await getJson<{ message: string }>(`/api/cliente?${query}`, usuario, 400);
      expect(body.message, query).toMatch(/^El parametro (page|pageSize) debe ser un entero/);
    }
  });

  it('searches a case- and accent-insensitive substring of nombre, direccion, telefono and rfc', async () => {
    const found = async (text: string, token = usuario) =>
      nombres((await getJson<PageJson>(`/api/cliente?toSearch=${search(text)}`, token)).content);
    expect(await found('ALVARO pena')).toEqual(['Álvaro Peña Construcciones']);
    expect(await found('peÑa')).toEqual(['Álvaro Peña Construcciones']);
    expect(await found('  maquinaria  ')).toEqual(['Maquinaria 100% Sonora']);
    const direccion = await getJson<PageJson>(`/api/cliente?toSearch=${search('rosales 45')}`, usuario);
    expect(direccion.totalElements).toBe(PRUEBA.length + SEARCHABLE.length);
    expect(await found('GOMA750412', admin)).toEqual(['Cliente Prueba Obregon']);
    expect(await found('644 410', admin)).toEqual(['Cliente Prueba Obregon']);
    expect(await found('no existe nada asi')).toEqual([]);
    // Each word finds rows through the index, but the text must appear whole and in its order.
    expect(await found('construcciones pena')).toEqual([]);
    expect(await found('PEÑA   construcciones')).toEqual([]);
    expect(await found('PEÑA construcciones')).toEqual(['Álvaro Peña Construcciones']);
    expect(await found('varo peña cons')).toEqual(['Álvaro Peña Construcciones']);
  });

  it('treats % and _ in toSearch as literal characters', async () => {
    const found = async (text: string) =>
      nombres((await getJson<PageJson>(`/api/cliente?toSearch=${search(text)}`, usuario)).content);
    expect(await found('%')).toEqual(['Maquinaria 100% Sonora']);
    expect(await found('100%')).toEqual(['Maquinaria 100% Sonora']);
    expect(await found('_')).toEqual(['Renta_de_Equipo']);
    expect(await found('renta_')).toEqual(['Renta_de_Equipo']);
    expect(await found('renta_de equipo')).toEqual([]);
    expect(await found('maquinaria 100%')).toEqual(['Maquinaria 100% Sonora']);
    // unaccent turns the full-width sign into '%': still a literal character, not a wildcard.
    expect(await found('１00％')).toEqual(['Maquinaria 100% Sonora']);
    expect(await found('％')).toEqual(['Maquinaria 100% Sonora']);
  });
});

describe('GET /api/cliente/list', () => {
  it('answers at most 20 matches ordered by nombre, unpaged', async () => {
    const rows = await getJson<ClienteJson[]>('/api/cliente/list?toSearch=prueba', usuario);
    expect(nombres(rows)).toEqual(PRUEBA.slice(0, 20));
    const all = await getJson<ClienteJson[]>('/api/cliente/list', usuario);
    expect(all).toHaveLength(20);
    expect(nombres(await getJson<ClienteJson[]>('/api/cliente/list?toSearch=yaqui', usuario))).toEqual([
      'Rentas de Equipo Yaqui',
    ]);
  });
});

describe('the cliente pickers of the screens without the Clientes permiso', () => {
  it('answers a user with Cobros (or Demo, or Obras) but not Clientes only the names, and refuses the rest', async () => {
    expect(pickerMenus(schemas.cliente)).toEqual(expect.arrayContaining(['/cobro', '/obras', '/demo']));
    const sucursalId = (await getJson<ClienteJson[]>('/api/cliente/list?toSearch=yaqui', usuario))[0].sucursal.id;
    const cobros = await tokenFor(server, { username: 'cobros-sin-clientes', sucursalId, denied: ['/clientes'] });
    const rows = await getJson<ClienteJson[]>('/api/cliente/list?toSearch=yaqui', cobros);
    expect(rows).toEqual([{ id: expect.any(Number), nombre: 'Rentas de Equipo Yaqui' }]);
    // The catalog itself stays the Clientes users'.
    await getJson('/api/cliente?toSearch=yaqui', cobros, 403);
    await getJson(`/api/cliente/${rows[0].id}`, cobros, 403);
    const demo = await tokenFor(server, {
      username: 'demo-sin-clientes',
      sucursalId,
      denied: ['/clientes', '/cobro', '/obras'],
    });
    expect(await getJson('/api/cliente/list?toSearch=yaqui', demo)).toEqual(rows);
    const ajeno = await tokenFor(server, {
      username: 'sin-selector-de-clientes',
      sucursalId,
      denied: ['/clientes', ...pickerMenus(schemas.cliente)],
    });
    await getJson('/api/cliente/list?toSearch=yaqui', ajeno, 403);
  });
});

describe('sucursal scoping', () => {
  it("hides another sucursal's clientes from a user's lists, reads and updates", async () => {
    const ajeno = (await getJson<ClienteJson[]>('/api/cliente/list?toSearch=obregon', admin))[0];
    expect(ajeno.sucursal).toEqual({ id: otraId, nombre: 'Sucursal Pruebas' });

    expect((await getJson<PageJson>('/api/cliente?toSearch=obregon', usuario)).totalElements).toBe(0);
    expect(await getJson<ClienteJson[]>('/api/cliente/list?toSearch=obregon', usuario)).toEqual([]);
    // Read by the superuser first: the read by id prepared for one scope must not serve another.
    expect((await getJson<ClienteJson>(`/api/cliente/${ajeno.id}`)).id).toBe(ajeno.id);
    await getJson(`/api/cliente/${ajeno.id}`, usuario, 404);

    const put = await server.request('/api/cliente', {
      method: 'PUT',
      token: usuario,
      json: { ...base, id: ajeno.id, nombre: 'Secuestrado', rfc: 'XAXX010101000' },
    });
    expect(put.status).toBe(404);
    expect((await getJson<ClienteJson>(`/api/cliente/${ajeno.id}`)).nombre).toBe('Cliente Prueba Obregon');
  });

  it('shows a superuser every sucursal', async () => {
    const page = await getJson<PageJson>('/api/cliente?toSearch=prueba&pageSize=100');
    expect(page.totalElements).toBe(PRUEBA.length + 1);
  });
});
