import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { entityApi } from '../../test-support/entity-api';
import { tokenFor, twoSucursales } from '../common/test-callers';

const RFC_MESSAGE = 'Ingrese un RFC valido segun las normas del SAT..';
const EMAIL_MESSAGE = 'Ingrese una direccion de correo valida!';
const DIGITS_MESSAGE = 'Ingrese solo digitos..';

const valido = {
  nombre: 'Constructora del Desierto',
  razonSocial: 'Constructora del Desierto SA de CV',
  direccion: 'Blvd. Kino 123, Col. Pitic, Hermosillo, Sonora',
  rfc: 'CDE080312K39',
  telefono: '662 213 4567',
  correoElectronico: 'contacto@desierto.mx',
  nombreContacto: 'Juan Perez',
  telefonoContacto: '662 100 2000',
  correoContacto: 'juan.perez@desierto.mx',
  diasCredito: 30,
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
  '/api/cliente',
  cliente,
  () => server,
  () => admin,
);

describe('cliente CRUD', () => {
  it('creates (201), reads and replaces a cliente with docs/product.md field names and its sucursal nested', async () => {
    const created = await post(valido);
    expect(created.status).toBe(201);
    const stored = await created.json();
    expect(stored).toEqual({
      ...valido,
      id: expect.any(Number),
      sucursal: { id: sucursales.matriz, nombre: 'Matriz' },
      actualizado: expect.any(String),
    });

    const read = await get(`/api/cliente/${stored.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(stored);

    const { telefono: _cleared, ...sinTelefono } = {
      ...stored,
      nombre: 'Constructora del Desierto Norte',
      diasCredito: '45',
    };
    const updated = await put(sinTelefono);
    expect(updated.status).toBe(200);
    const expected = {
      ...stored,
      nombre: 'Constructora del Desierto Norte',
      diasCredito: 45,
      actualizado: expect.any(String),
    };
    delete expected.telefono;
    expect(await updated.json()).toEqual(expected);
    expect(await (await get(`/api/cliente/${stored.id}`)).json()).toEqual(expected);
  });

  it('answers 404 for an unknown id on GET and PUT, 400 for an id that is not a positive integer', async () => {
    expect((await get('/api/cliente/999999')).status).toBe(404);
    expect((await put({ ...valido, id: 999999 })).status).toBe(404);
    for (const id of ['abc', '1.5', '-3', '0', '99999999999']) {
      const res = await get(`/api/cliente/${id}`);
      expect(res.status, id).toBe(400);
      expect((await res.json()).errors).toEqual([{ field: 'idCliente', message: 'Identificador invalido' }]);
    }
    const sinId = await put(valido);
    expect(sinId.status).toBe(400);
    expect((await sinId.json()).errors).toEqual([{ field: 'id', message: 'Campo Obligatorio' }]);
  });
});

describe('cliente validation (docs/product.md §5 Cliente)', () => {
  it("answers 'Campo Obligatorio' for every missing or blank required field", async () => {
    const required = ['nombre', 'razonSocial', 'direccion', 'rfc', 'telefonoContacto', 'correoContacto', 'diasCredito'];
    const before = await storedCount();
    const res = await post({});
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toHaveLength(required.length);
    for (const field of required) expect(body.errors).toContainEqual({ field, message: 'Campo Obligatorio' });
    for (const field of required) await expectRejected({ ...valido, [field]: '   ' }, field, 'Campo Obligatorio');
    expect(await storedCount()).toBe(before);
  });

  it('rejects RFCs outside the SAT pattern, with impossible months or days, or not text', async () => {
    const invalid = [
      'ABC123',
      'GODE561331GR8',
      'GODE561232GR8',
      'GODE560012GR8',
      'GODE561200GR8',
      'GODE 561231 GR8',
      'AB010203XY1',
      'ABC010203XY12',
      12345,
    ];
    for (const rfc of invalid) await expectRejected({ ...valido, rfc }, 'rfc', RFC_MESSAGE);
  });

  it('accepts física, moral and generic RFCs, trimmed and upper-cased', async () => {
    const cases: [string, string][] = [
      ['GODE561231GR8', 'GODE561231GR8'],
      ['ABC010203XY1', 'ABC010203XY1'],
      ['XAXX010101000', 'XAXX010101000'],
      ['XEXX010101000', 'XEXX010101000'],
      ['  gode561231gr8 ', 'GODE561231GR8'],
      ['ñ&a010203xy1', 'Ñ&A010203XY1'],
    ];
    for (const [rfc, stored] of cases) {
      const res = await post({ ...valido, rfc });
      expect(res.status, rfc).toBe(201);
      expect((await res.json()).rfc).toBe(stored);
    }
  });

  it('rejects malformed e-mails in correoElectronico and correoContacto', async () => {
    for (const email of ['no-es-correo', 'juan@', '@desierto.mx', 'juan perez@desierto.mx']) {
      await expectRejected({ ...valido, correoElectronico: email }, 'correoElectronico', EMAIL_MESSAGE);
      await expectRejected({ ...valido, correoContacto: email }, 'correoContacto', EMAIL_MESSAGE);
    }
  });

  it('takes diasCredito as an integer or a string of digits, and nothing else', async () => {
    for (const diasCredito of ['abc', '12a', '1.5', 1.5, -1, '-1', true]) {
      await expectRejected({ ...valido, diasCredito }, 'diasCredito', DIGITS_MESSAGE);
    }
    for (const [sent, stored] of [
      ['15', 15],
      [' 60 ', 60],
      [0, 0],
    ] as const) {
      const res = await post({ ...valido, diasCredito: sent });
      expect(res.status).toBe(201);
      expect((await res.json()).diasCredito).toBe(stored);
    }
  });

  it('keeps only the schema fields: unknown properties and a client-sent busqueda are ignored', async () => {
    const res = await post({ ...valido, busqueda: 'x', creado: 'ayer', extra: 1 });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual([...Object.keys(valido), 'id', 'sucursal', 'actualizado'].sort());
  });
});

describe('cliente access', () => {
  it('answers 401 without a token and 403 without the /clientes permiso', async () => {
    expect((await server.request('/api/cliente')).status).toBe(401);
    expect((await server.request('/api/cliente', { method: 'POST', json: valido })).status).toBe(401);
    const sinPermiso = await tokenFor(server, {
      username: 'sinclientes',
      sucursalId: sucursales.matriz,
      denied: ['/clientes'],
    });
    const before = await storedCount();
    // /api/cliente/list answers names to whoever picks clientes (Cobros, Obras): ./cliente-list.test.ts.
    for (const res of [
      await get('/api/cliente', sinPermiso),
      await get('/api/cliente/1', sinPermiso),
      await post(valido, sinPermiso),
      await put({ ...valido, id: 1 }, sinPermiso),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await storedCount()).toBe(before);
  });

  it("stores a user's clientes in their sucursal whatever sucursal the body names", async () => {
    const token = await tokenFor(server, { username: 'capturista', sucursalId: sucursales.matriz });
    const res = await post({ ...valido, sucursal: { id: sucursales.otra } }, token);
    expect(res.status).toBe(201);
    expect((await res.json()).sucursal.id).toBe(sucursales.matriz);
  });

  it('lets a superuser choose an existing sucursal, which a PUT without one keeps', async () => {
    const res = await post({ ...valido, sucursal: { id: sucursales.otra } });
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored.sucursal).toEqual({ id: sucursales.otra, nombre: 'Sucursal Pruebas' });
    const { sucursal: _s, ...sinSucursal } = stored;
    expect((await (await put(sinSucursal)).json()).sucursal.id).toBe(sucursales.otra);
    await expectRejected({ ...valido, sucursal: { id: 999999 } }, 'sucursal.id', 'La sucursal no existe');
  });
});
