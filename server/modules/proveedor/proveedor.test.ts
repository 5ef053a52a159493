import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../../schemas';
import { proveedor } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { entityApi } from '../../test-support/entity-api';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { pickerMenus } from '../common/picker-access';

const RFC_MESSAGE = 'Ingrese un RFC valido segun las normas del SAT..';
const EMAIL_MESSAGE = 'Ingrese un correo valido..';
const DIGITS_MESSAGE = 'Ingrese solo digitos..';

const valido = {
  nombre: 'Cementos y Concretos de Sonora',
  direccion: 'Blvd. Solidaridad 1250, Col. Palo Verde, Hermosillo, Sonora',
  rfc: 'CCS980723QH4',
  telefono: '662 218 4400',
  correo: 'ventas@cementossonora.mx',
  nombreContacto: 'Gabriela Rios Amaya',
  telefonoContacto: '662 218 4401',
  correoContacto: 'gabriela@cementossonora.mx',
};

let server: TestServer;
let admin: string;
let sucursales: { matriz: number; otra: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  sucursales = await twoSucursales(server);
});
afterAll(() => server.close());

const { post, put, get, storedCount, expectRejected } = entityApi(
  '/api/proveedor',
  proveedor,
  () => server,
  () => admin,
);

describe('proveedor CRUD', () => {
  it('creates (201), reads and replaces a proveedor with docs/product.md field names', async () => {
    const created = await post({ ...valido, esCredito: true, diasCredito: '30' });
    expect(created.status).toBe(201);
    const stored = await created.json();
    expect(stored).toEqual({
      ...valido,
      id: expect.any(Number),
      esCredito: true,
      diasCredito: 30,
      actualizado: expect.any(String),
    });

    const read = await get(`/api/proveedor/${stored.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(stored);

    const { nombreContacto: _cleared, ...sinContacto } = { ...stored, nombre: 'Cementos de Sonora', diasCredito: 45 };
    const updated = await put(sinContacto);
    expect(updated.status).toBe(200);
    const expected = { ...sinContacto, nombre: 'Cementos de Sonora', diasCredito: 45, actualizado: expect.any(String) };
    expect(await updated.json()).toEqual(expected);
    expect(await (await get(`/api/proveedor/${stored.id}`)).json()).toEqual(expected);
  });

  it('answers 404 for an unknown id on GET and PUT, 400 for a malformed or missing id', async () => {
    expect((await get('/api/proveedor/999999')).status).toBe(404);
    const before = await storedCount();
    expect((await put({ ...valido, id: 999999 })).status).toBe(404);
    expect(await storedCount()).toBe(before);
    for (const id of ['abc', '1.5', '-3', '0']) {
      const res = await get(`/api/proveedor/${id}`);
      expect(res.status, id).toBe(400);
      expect((await res.json()).errors).toEqual([{ field: 'idProveedor', message: 'Identificador invalido' }]);
    }
    const sinId = await put(valido);
    expect(sinId.status).toBe(400);
    expect((await sinId.json()).errors).toEqual([{ field: 'id', message: 'Campo Obligatorio' }]);
  });
});

describe('proveedor credit (docs/product.md §5: diasCredito only with esCredito)', () => {
  it('requires diasCredito when esCredito is true, and nothing else', async () => {
    const before = await storedCount();
    for (const diasCredito of [undefined, '', '   ', null]) {
      const res = await post({ ...valido, esCredito: true, diasCredito });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([{ field: 'diasCredito', message: 'Campo Obligatorio' }]);
    }
    expect(await storedCount()).toBe(before);
  });

  it('stores no diasCredito for a supplier without credit, whatever was sent', async () => {
    for (const extra of [{}, { esCredito: false }, { esCredito: false, diasCredito: 30 }]) {
      const res = await post({ ...valido, ...extra });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.esCredito).toBe(false);
      expect(body).not.toHaveProperty('diasCredito');
    }
  });

  it('clears diasCredito when an update turns credit off', async () => {
    const stored = await (await post({ ...valido, esCredito: true, diasCredito: 15 })).json();
    const updated = await (await put({ ...stored, esCredito: false })).json();
    expect(updated.esCredito).toBe(false);
    expect(updated).not.toHaveProperty('diasCredito');
    await expectRejected(
      { ...stored, esCredito: true, diasCredito: undefined },
      'diasCredito',
      'Campo Obligatorio',
      put,
    );
  });

  it("takes diasCredito as an integer or a string of digits, else 'Ingrese solo digitos..'", async () => {
    for (const diasCredito of ['abc', '12a', '1.5', 1.5, -1, true]) {
      await expectRejected({ ...valido, esCredito: true, diasCredito }, 'diasCredito', DIGITS_MESSAGE);
    }
  });
});

describe('proveedor validation (docs/product.md §5 Proveedor)', () => {
  it("answers 'Campo Obligatorio' for every missing or blank required field", async () => {
    const required = ['nombre', 'direccion', 'rfc', 'telefono', 'correo'];
    const res = await post({});
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toHaveLength(required.length);
    for (const field of required) expect(body.errors).toContainEqual({ field, message: 'Campo Obligatorio' });
    for (const field of required) await expectRejected({ ...valido, [field]: '  ' }, field, 'Campo Obligatorio');
  });

  it('rejects RFCs outside the SAT pattern and accepts them trimmed and upper-cased', async () => {
    for (const rfc of ['ABC123', 'GODE561331GR8', 'AB010203XY1', 12345])
      await expectRejected({ ...valido, rfc }, 'rfc', RFC_MESSAGE);
    const res = await post({ ...valido, rfc: ' ruaj750316f44 ' });
    expect(res.status).toBe(201);
    expect((await res.json()).rfc).toBe('RUAJ750316F44');
  });

  it("rejects malformed e-mails in correo and correoContacto with 'Ingrese un correo valido..'", async () => {
    for (const email of ['no-es-correo', 'ventas@', '@cementos.mx']) {
      await expectRejected({ ...valido, correo: email }, 'correo', EMAIL_MESSAGE);
      await expectRejected({ ...valido, correoContacto: email }, 'correoContacto', EMAIL_MESSAGE);
    }
  });
});

describe('proveedor access', () => {
  it('answers 401 without a token and 403 without the /proveedores permiso', async () => {
    expect((await server.request('/api/proveedor/page')).status).toBe(401);
    expect((await server.request('/api/proveedor/list')).status).toBe(401);
    expect((await server.request('/api/proveedor', { method: 'POST', json: valido })).status).toBe(401);
    const sinPermiso = await tokenFor(server, {
      username: 'sinproveedores',
      sucursalId: sucursales.matriz,
      denied: ['/proveedores'],
    });
    const before = await storedCount();
    for (const res of [
      await get('/api/proveedor/page', sinPermiso),
      await get('/api/proveedor/1', sinPermiso),
      await post(valido, sinPermiso),
      await put({ ...valido, id: 1 }, sinPermiso),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await storedCount()).toBe(before);
    // The autocomplete needs the catalog's permiso, or one of the purchasing documents that pick a
    // proveedor (whose users get only what the picker shows, below): those that declare x-resource.picks.
    expect(pickerMenus(schemas.proveedor)).toEqual(
      expect.arrayContaining(['/orden-compra', '/compra', '/nota-credito']),
    );
    const ajeno = await tokenFor(server, {
      username: 'sincompras',
      sucursalId: sucursales.matriz,
      denied: ['/proveedores', ...pickerMenus(schemas.proveedor)],
    });
    expect((await get('/api/proveedor/list', ajeno)).status).toBe(403);
    expect((await get('/api/proveedor/list', sinPermiso)).status).toBe(200);
  });

  it("answers the autocomplete's users without the /proveedores permiso only what the picker shows", async () => {
    const stored = await (await post({ ...valido, nombre: 'Proveedor del Selector' })).json();
    const compras = await tokenFor(server, {
      username: 'selector-compras',
      sucursalId: sucursales.matriz,
      denied: ['/proveedores'],
    });
    const res = await get('/api/proveedor/list?toSearch=selector', compras);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: stored.id, nombre: 'Proveedor del Selector' }]);
    // The catalog's users keep the whole record.
    const catalogo = await tokenFor(server, { username: 'selector-catalogo', sucursalId: sucursales.matriz });
    const full = await (await get('/api/proveedor/list?toSearch=selector', catalogo)).json();
    expect(full).toEqual([stored]);
    expect(full[0]).toMatchObject({ rfc: valido.rfc, direccion: valido.direccion, telefono: valido.telefono });
    expect(full[0].correo).toBe(valido.correo);
  });

  it('shares proveedores among sucursales: a user of another sucursal reads and edits them', async () => {
    const stored = await (await post({ ...valido, nombre: 'Proveedor Compartido' })).json();
    const otra = await tokenFor(server, { username: 'compras-otra', sucursalId: sucursales.otra });
    expect((await get(`/api/proveedor/${stored.id}`, otra)).status).toBe(200);
    const res = await put({ ...stored, telefono: '644 000 0000' }, otra);
    expect(res.status).toBe(200);
    expect((await res.json()).telefono).toBe('644 000 0000');
  });
});
