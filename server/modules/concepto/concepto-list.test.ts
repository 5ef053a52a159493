import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';

interface Lookup {
  id: number;
  nombre: string;
}
interface ConceptoJson {
  id: number;
  nombre: string;
  clasificacion?: Lookup;
  precioUnitario?: number;
}
interface PageJson {
  content: ConceptoJson[];
  totalElements: number;
  page: number;
  pageSize: number;
}

/** Names that sort the same under any collation: the paging assertions depend on the order. */
const VARILLAS = Array.from({ length: 23 }, (_, i) => `Varilla Prueba ${String(i + 1).padStart(2, '0')}`);

let server: TestServer;
let usuario: string;
let clasificaciones: Lookup[];

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await server.request(path, { token: usuario });
  expect(res.status, path).toBe(status);
  return res.json() as Promise<T>;
}

const idOf = (rows: Lookup[], nombre: string) => rows.find((r) => r.nombre === nombre)?.id;
const nombres = (rows: { nombre: string }[]) => rows.map((r) => r.nombre);

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.login('admin', ADMIN_PASSWORD);
  usuario = await tokenFor(server, { username: 'compras', sucursalId: (await twoSucursales(server)).matriz });
  clasificaciones = await getJson<Lookup[]>('/api/clasificacion');
  const crear = async (nombre: string, clasificacion: string, descripcion?: string) => {
    const json = { nombre, descripcion, clasificacionId: idOf(clasificaciones, clasificacion), precioUnitario: 10 };
    const res = await server.request('/api/concepto', { method: 'POST', token: admin, json });
    expect(res.status).toBe(201);
  };
  for (const nombre of [...VARILLAS].reverse()) await crear(nombre, 'Producto');
  await crear('Grúa con operador', 'Equipo y maquinaria', 'Renta por hora, 100% asegurada');
  await crear('Varilla de servicio', 'Servicio');
  await crear('Varilla sin clasificar', 'Subcontrato');
});
afterAll(() => server.close());

describe('lookups', () => {
  it('answers the seeded clasificaciones and unidades de medida as {id, nombre}', async () => {
    expect(nombres(clasificaciones).sort()).toEqual([
      'Equipo y maquinaria',
      'Mano de obra',
      'Producto',
      'Servicio',
      'Subcontrato',
    ]);
    const unidades = nombres(await getJson<Lookup[]>('/api/unidadMedida'));
    expect(unidades).toEqual(
      expect.arrayContaining([
        'pieza',
        'm',
        'm²',
        'm³',
        'kg',
        'ton',
        'lt',
        'saco',
        'viaje',
        'jornal',
        'lote',
        'servicio',
        'hora',
      ]),
    );
  });

  it('answers the subclasificaciones of one clasificacion', async () => {
    const producto = idOf(clasificaciones, 'Producto');
    const subs = await getJson<(Lookup & { clasificacionId: number })[]>(
      `/api/subclasificacion?idClasificacion=${producto}`,
    );
    expect(nombres(subs)).toEqual(
      expect.arrayContaining([
        'Agregados',
        'Cementos',
        'Aceros',
        'Block y tabique',
        'Electrico',
        'Hidraulico y sanitario',
        'Pinturas',
        'Madera',
      ]),
    );
    expect(subs.every((s) => s.clasificacionId === producto)).toBe(true);
    const manoObra = nombres(
      await getJson<Lookup[]>(`/api/subclasificacion?idClasificacion=${idOf(clasificaciones, 'Mano de obra')}`),
    );
    expect(manoObra).toEqual(expect.arrayContaining(['Albanileria', 'Herreria', 'Electricista', 'Plomeria']));
    expect(await getJson('/api/subclasificacion?idClasificacion=999999')).toEqual([]);
  });

  it('answers 400 when idClasificacion is missing or not an integer', async () => {
    const missing = await getJson<{ errors: unknown[] }>('/api/subclasificacion', 400);
    expect(missing.errors).toEqual([{ field: 'idClasificacion', message: 'Campo Obligatorio' }]);
    for (const id of ['abc', '1.5', '-2']) {
      const bad = await getJson<{ errors: unknown[] }>(`/api/subclasificacion?idClasificacion=${id}`, 400);
      expect(bad.errors).toEqual([{ field: 'idClasificacion', message: 'Identificador invalido' }]);
    }
  });

  it('answers 401 without a token', async () => {
    for (const path of [
      '/api/clasificacion',
      '/api/subclasificacion?idClasificacion=1',
      '/api/unidadMedida',
      '/api/concepto/byClasificacionAndName?clasificacion=Producto',
    ]) {
      expect((await server.request(path)).status, path).toBe(401);
    }
  });
});

describe('GET /api/concepto (paged)', () => {
  it('pages by nombre with totalElements', async () => {
    const first = await getJson<PageJson>('/api/concepto?toSearch=varilla%20prueba');
    expect(first).toMatchObject({ totalElements: 23, page: 0, pageSize: 10 });
    expect(nombres(first.content)).toEqual(VARILLAS.slice(0, 10));
    const last = await getJson<PageJson>('/api/concepto?toSearch=varilla%20prueba&pageSize=20&page=1');
    expect(nombres(last.content)).toEqual(VARILLAS.slice(20));
    expect((await getJson<PageJson>('/api/concepto?pageSize=100')).totalElements).toBe(26);
    await getJson('/api/concepto?pageSize=101', 400);
  });

  it('searches nombre and descripcion, case- and accent-insensitive, % literal', async () => {
    const found = async (text: string) =>
      nombres((await getJson<PageJson>(`/api/concepto?toSearch=${encodeURIComponent(text)}`)).content);
    expect(await found('GRUA con')).toEqual(['Grúa con operador']);
    expect(await found('por hora')).toEqual(['Grúa con operador']);
    expect(await found('100%')).toEqual(['Grúa con operador']);
    expect(await found('no hay tal cosa')).toEqual([]);
  });
});

describe('GET /api/concepto/byClasificacionAndName', () => {
  it('answers up to 20 conceptos of the named clasificacion matching search, with nested lookups', async () => {
    const rows = await getJson<ConceptoJson[]>(
      '/api/concepto/byClasificacionAndName?clasificacion=Producto&search=varilla',
    );
    expect(nombres(rows)).toEqual(VARILLAS.slice(0, 20));
    expect(rows[0].clasificacion).toEqual({ id: idOf(clasificaciones, 'Producto'), nombre: 'Producto' });
    expect(rows[0].precioUnitario).toBe(10);
    const servicio = await getJson<ConceptoJson[]>(
      '/api/concepto/byClasificacionAndName?clasificacion=servicio&search=VARILLA',
    );
    expect(nombres(servicio)).toEqual(['Varilla de servicio']);
    const sinTexto = await getJson<ConceptoJson[]>(
      `/api/concepto/byClasificacionAndName?clasificacion=${encodeURIComponent('Equipo y maquinaria')}`,
    );
    expect(nombres(sinTexto)).toEqual(['Grúa con operador']);
    expect(await getJson('/api/concepto/byClasificacionAndName?clasificacion=Inexistente&search=varilla')).toEqual([]);
  });

  it('answers 400 without clasificacion', async () => {
    const body = await getJson<{ errors: unknown[] }>('/api/concepto/byClasificacionAndName?search=varilla', 400);
    expect(body.errors).toEqual([{ field: 'clasificacion', message: 'Campo Obligatorio' }]);
  });
});
