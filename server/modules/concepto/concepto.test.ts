import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../../schemas';
import { concepto } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { entityApi } from '../../test-support/entity-api';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { pickerMenus } from '../common/picker-access';

interface Lookup {
  id: number;
  nombre: string;
}

let server: TestServer;
let admin: string;
let ids: { producto: number; servicio: number; cementos: number; fletes: number; saco: number; viaje: number };

const { post, put, get, storedCount, expectRejected } = entityApi(
  '/api/concepto',
  concepto,
  () => server,
  () => admin,
);
const getJson = async <T>(path: string): Promise<T> => (await get(path)).json() as Promise<T>;

const idOf = (rows: Lookup[], nombre: string) => {
  const row = rows.find((r) => r.nombre === nombre);
  if (!row) throw new Error(`Sin ${nombre}`);
  return row.id;
};

const cemento = () => ({
  nombre: 'Cemento gris CPC 30R',
  descripcion: 'Saco de 50 kg',
  clasificacionId: ids.producto,
  subClasificacionId: ids.cementos,
  unidadMedidaId: ids.saco,
  precioUnitario: 245.5,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const clasificaciones = await getJson<Lookup[]>('/api/clasificacion');
  const producto = idOf(clasificaciones, 'Producto');
  const servicio = idOf(clasificaciones, 'Servicio');
  const unidades = await getJson<Lookup[]>('/api/unidadMedida');
  ids = {
    producto,
    servicio,
    cementos: idOf(await getJson<Lookup[]>(`/api/subclasificacion?idClasificacion=${producto}`), 'Cementos'),
    fletes: idOf(await getJson<Lookup[]>(`/api/subclasificacion?idClasificacion=${servicio}`), 'Fletes'),
    saco: idOf(unidades, 'saco'),
    viaje: idOf(unidades, 'viaje'),
  };
});
afterAll(() => server.close());

describe('concepto CRUD', () => {
  it('creates (201) with flat ids and reads back flat ids, nested {id, nombre} and the price as a number', async () => {
    const res = await post({ ...cemento(), clasificacionId: String(ids.producto) });
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored).toEqual({
      ...cemento(),
      id: expect.any(Number),
      clasificacion: { id: ids.producto, nombre: 'Producto' },
      subclasificacion: { id: ids.cementos, nombre: 'Cementos' },
      unidadMedida: { id: ids.saco, nombre: 'saco' },
      actualizado: expect.any(String),
    });
    expect(await getJson(`/api/concepto/${stored.id}`)).toEqual(stored);
  });

  it('replaces a concepto on PUT (200): new lookups and price, absent optionals cleared', async () => {
    const stored = await (await post(cemento())).json();
    const flete = {
      id: stored.id,
      nombre: 'Flete de cemento',
      clasificacionId: ids.servicio,
      subClasificacionId: ids.fletes,
      unidadMedidaId: ids.viaje,
      precioUnitario: 1800,
    };
    const res = await put(flete);
    expect(res.status).toBe(200);
    const expected = {
      ...flete,
      clasificacion: { id: ids.servicio, nombre: 'Servicio' },
      subclasificacion: { id: ids.fletes, nombre: 'Fletes' },
      unidadMedida: { id: ids.viaje, nombre: 'viaje' },
      actualizado: expect.any(String),
    };
    expect(await res.json()).toEqual(expected);
    expect(await getJson(`/api/concepto/${stored.id}`)).toEqual(expected);
    const minimo = await put({ id: stored.id, nombre: 'Solo nombre' });
    expect(await minimo.json()).toEqual({ id: stored.id, nombre: 'Solo nombre', actualizado: expect.any(String) });
  });

  it('answers 404 for an unknown id, 400 for a malformed or missing one; nothing stored', async () => {
    expect((await get('/api/concepto/999999')).status).toBe(404);
    const before = await storedCount();
    expect((await put({ ...cemento(), id: 999999 })).status).toBe(404);
    expect(await storedCount()).toBe(before);
    const bad = await get('/api/concepto/1.5');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ field: 'idConcepto', message: 'Identificador invalido' }]);
    await expectRejected(cemento(), 'id', 'Campo Obligatorio', put);
  });
});

describe('concepto validation', () => {
  it("requires nombre ('Campo Obligatorio') and nothing else", async () => {
    await expectRejected({ ...cemento(), nombre: '  ' }, 'nombre', 'Campo Obligatorio');
    const res = await post({ nombre: 'Concepto sin clasificar' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      nombre: 'Concepto sin clasificar',
      actualizado: expect.any(String),
    });
  });

  it('rejects unknown lookup ids with one error per field', async () => {
    const before = await storedCount();
    const res = await post({
      ...cemento(),
      clasificacionId: 999999,
      subClasificacionId: 999998,
      unidadMedidaId: 999997,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: 'clasificacionId', message: 'La clasificacion no existe' },
      { field: 'subClasificacionId', message: 'La subclasificacion no existe' },
      { field: 'unidadMedidaId', message: 'La unidad de medida no existe' },
    ]);
    expect(await storedCount()).toBe(before);
    await expectRejected(
      { ...cemento(), clasificacionId: 'abc' },
      'clasificacionId',
      'Seleccione una clasificacion valida..',
    );
  });

  it('rejects a subclasificacion of another clasificacion, or without one, on create and update', async () => {
    const message = 'La subclasificacion no pertenece a la clasificacion seleccionada';
    await expectRejected({ ...cemento(), subClasificacionId: ids.fletes }, 'subClasificacionId', message);
    await expectRejected({ ...cemento(), clasificacionId: undefined }, 'subClasificacionId', message);
    const stored = await (await post(cemento())).json();
    await expectRejected({ ...stored, clasificacionId: ids.servicio }, 'subClasificacionId', message, put);
    expect((await getJson<{ clasificacionId: number }>(`/api/concepto/${stored.id}`)).clasificacionId).toBe(
      ids.producto,
    );
  });

  it('takes precioUnitario with at most 2 decimals, never negative, stored exactly', async () => {
    await expectRejected(
      { ...cemento(), precioUnitario: 10.005 },
      'precioUnitario',
      'Ingrese un importe con maximo 2 decimales..',
    );
    await expectRejected(
      { ...cemento(), precioUnitario: 0.1 + 0.2 },
      'precioUnitario',
      'Ingrese un importe con maximo 2 decimales..',
    );
    await expectRejected({ ...cemento(), precioUnitario: -1 }, 'precioUnitario', 'El importe no puede ser negativo..');
    await expectRejected({ ...cemento(), precioUnitario: 'caro' }, 'precioUnitario', 'Ingrese un importe valido..');
    await expectRejected(
      { ...cemento(), precioUnitario: 1e12 },
      'precioUnitario',
      'El importe excede el maximo permitido..',
    );
    for (const precio of [0, 0.1, 19.99, 999999999999.99]) {
      const res = await post({ ...cemento(), precioUnitario: precio });
      expect(res.status).toBe(201);
      expect((await res.json()).precioUnitario).toBe(precio);
    }
  });
});

describe('concepto access', () => {
  it('answers 401 without a token and 403 without the /conceptos permiso; nothing stored', async () => {
    expect((await server.request('/api/concepto')).status).toBe(401);
    expect((await server.request('/api/concepto', { method: 'POST', json: cemento() })).status).toBe(401);
    const { matriz } = await twoSucursales(server);
    const sinPermiso = await tokenFor(server, { username: 'sinconceptos', sucursalId: matriz, denied: ['/conceptos'] });
    const before = await storedCount();
    for (const res of [
      await get('/api/concepto', sinPermiso),
      await get('/api/concepto/1', sinPermiso),
      await post(cemento(), sinPermiso),
      await put({ ...cemento(), id: 1 }, sinPermiso),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await storedCount()).toBe(before);
    // The product search hands out prices: it needs the catalog's permiso, or one of the purchasing
    // documents that pick products (x-resource.picks); the lookups hold only names.
    expect(pickerMenus(schemas.concepto)).toEqual(
      expect.arrayContaining(['/orden-compra', '/compra', '/nota-credito']),
    );
    const search = '/api/concepto/byClasificacionAndName?clasificacion=Producto';
    const ajeno = await tokenFor(server, {
      username: 'sincompras',
      sucursalId: matriz,
      denied: ['/conceptos', ...pickerMenus(schemas.concepto)],
    });
    expect((await get(search, ajeno)).status).toBe(403);
    expect((await get(search, sinPermiso)).status).toBe(200);
    expect((await get('/api/clasificacion', sinPermiso)).status).toBe(200);
  });

  it("answers the product search's users without the /conceptos permiso only what a line takes", async () => {
    const stored = await (await post({ ...cemento(), nombre: 'Cemento del Selector' })).json();
    const { matriz } = await twoSucursales(server);
    const compras = await tokenFor(server, {
      username: 'selector-compras',
      sucursalId: matriz,
      denied: ['/conceptos'],
    });
    const search = '/api/concepto/byClasificacionAndName?clasificacion=Producto&search=selector';
    // The product picker makes a line of nombre, unidad and precio (src/shared/documents/ProductPicker.tsx).
    expect(await (await get(search, compras)).json()).toEqual([
      { id: stored.id, nombre: 'Cemento del Selector', unidadMedida: stored.unidadMedida, precioUnitario: 245.5 },
    ]);
    expect(await (await get(search)).json()).toEqual([stored]);
    expect(stored.descripcion).toBe('Saco de 50 kg');
  });
});
