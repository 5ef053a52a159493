import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { pngImage, JPEG_IMAGE } from '../../files/test-files';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { blobOf, empleadoForm, storedCounts, VALIDO } from './test-helpers';

const NSS_MESSAGE = 'Ingresa un numero de seguro social valido..';
const RFC_MESSAGE = 'Ingresa un RFC valido..';
const CURP_MESSAGE = 'Ingresa un CURP valido..';

let server: TestServer;
let admin: string;
let sucursales: { matriz: number; otra: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  sucursales = await twoSucursales(server);
});
afterAll(() => server.close());

const post = (body: FormData, token = admin) => server.request('/api/empleado', { method: 'POST', token, body });
const put = (body: FormData, query = '', token = admin) =>
  server.request(`/api/empleado${query}`, { method: 'PUT', token, body });
const getJson = async (path: string, token = admin) => {
  const res = await server.request(path, { token });
  expect(res.status, path).toBe(200);
  return res.json();
};

/** Posts an invalid body: 400, docs/product.md's message on the field, and nothing stored. */
async function expectRejected(body: Record<string, unknown>, field: string, message: string) {
  const before = await storedCounts(server);
  const res = await post(empleadoForm(body, [{ content: pngImage(), filename: 'foto.png', type: 'image/png' }]));
  expect(res.status, JSON.stringify(body[field])).toBe(400);
  const json = await res.json();
  expect(json.message).toBe('Datos invalidos');
  expect(json.errors, JSON.stringify(body[field])).toContainEqual({ field, message });
  expect(await storedCounts(server)).toEqual(before);
}

describe('empleado create, read and update (multipart)', () => {
  it('creates from the `empleado` part with a PNG foto, and reads it back with the foto reference', async () => {
    const png = pngImage(6, 8);
    const res = await post(
      empleadoForm(
        { ...VALIDO, sueldoImss: 1150.5, descuentoInfonavit: 0.07 },
        [{ content: png, filename: 'juan.png', type: 'image/png' }],
        true,
      ),
    );
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toEqual({
      ...VALIDO,
      sueldoImss: 1150.5,
      descuentoInfonavit: 0.07,
      id: expect.any(Number),
      foto: expect.stringMatching(/^\/api\/documento\/[0-9]+$/),
      sucursal: { id: sucursales.matriz, nombre: 'Matriz' },
      actualizado: expect.any(String),
    });
    expect(await getJson(`/api/empleado/${created.id}`)).toEqual(created);

    const foto = await server.request(created.foto, { token: admin });
    expect(foto.status).toBe(200);
    expect(foto.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await foto.arrayBuffer())).toEqual(png);
  });

  it('creates without foto from a text part, and from a plain JSON body', async () => {
    const multipart = await post(empleadoForm({ ...VALIDO, nombre: 'Sin Foto Multipart' }));
    expect(multipart.status).toBe(201);
    const json = await server.request('/api/empleado', {
      method: 'POST',
      token: admin,
      json: { ...VALIDO, nombre: 'Sin Foto Json' },
    });
    expect(json.status).toBe(201);
    for (const body of [await multipart.json(), await json.json()]) expect(body).not.toHaveProperty('foto');
  });

  it('updates with foto=false keeping the photo, and with foto=true replacing it by a JPEG', async () => {
    const created = await (
      await post(empleadoForm(VALIDO, [{ content: pngImage(), filename: 'a.png', type: 'image/png' }]))
    ).json();
    const cambios = { ...created, puesto: 'Cabo', baja: '2024-05-31', motivoBaja: 'Renuncia voluntaria' };

    const kept = await put(
      empleadoForm(cambios, [{ content: JPEG_IMAGE, filename: 'ignorada.jpg', type: 'image/jpeg' }]),
      '?foto=false',
    );
    expect(kept.status).toBe(200);
    const guardado = await kept.json();
    expect(guardado).toEqual({ ...cambios, actualizado: expect.any(String) });

    // The next save sends the version the last one answered, as the browser does.
    const replaced = await put(
      empleadoForm({ ...cambios, actualizado: guardado.actualizado }, [
        { content: JPEG_IMAGE, filename: 'nueva.jpg', type: 'image/jpeg' },
      ]),
      '?foto=true',
    );
    expect(replaced.status).toBe(200);
    const body = await replaced.json();
    expect(body.foto).not.toBe(created.foto);
    const foto = await server.request(body.foto, { token: admin });
    expect(foto.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await foto.arrayBuffer())).toEqual(JPEG_IMAGE);

    const { baja: _b, motivoBaja: _m, ...sinBaja } = body;
    const json = await server.request('/api/empleado', { method: 'PUT', token: admin, json: sinBaja });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ...sinBaja, actualizado: expect.any(String) });
  });

  it("answers docs/product.md's upload message for foto=true without a photo, and 400 for another flag", async () => {
    const created = await (await post(empleadoForm(VALIDO))).json();
    const sinFoto = await put(empleadoForm(created), '?foto=true');
    expect(sinFoto.status).toBe(400);
    expect((await sinFoto.json()).errors).toEqual([{ field: 'foto', message: 'A file is required for upload.' }]);
    expect((await put(empleadoForm(created), '?foto=si')).status).toBe(400);
  });

  it('answers 404 for unknown ids, 400 for malformed ones and for a PUT without id', async () => {
    expect((await server.request('/api/empleado/999999', { token: admin })).status).toBe(404);
    expect((await put(empleadoForm({ ...VALIDO, id: 999999 }))).status).toBe(404);
    const malformed = await server.request('/api/empleado/abc', { token: admin });
    expect((await malformed.json()).errors).toEqual([{ field: 'idEmpleado', message: 'Identificador invalido' }]);
    const sinId = await put(empleadoForm(VALIDO));
    expect((await sinId.json()).errors).toEqual([{ field: 'id', message: 'Campo Obligatorio' }]);
  });

  it('answers 400 when the empleado part is missing or is not JSON', async () => {
    const form = new FormData();
    form.append('foto', blobOf(pngImage(), 'image/png'), 'a.png');
    const missing = await post(form);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([{ field: 'empleado', message: 'Campo Obligatorio' }]);
    const notJson = new FormData();
    notJson.append('empleado', '{nombre');
    expect((await post(notJson)).status).toBe(400);
  });
});

describe('empleado validation (docs/product.md §5 Empleado), nothing stored on failure', () => {
  it("answers 'Campo Obligatorio' for every missing or blank required field; baja and motivoBaja are optional", async () => {
    const required = [
      'nombre',
      'direccion',
      'nacimiento',
      'telefono',
      'correo',
      'nss',
      'rfc',
      'curp',
      'alta',
      'puesto',
    ];
    const res = await post(empleadoForm({}));
    const body = await res.json();
    expect(body.errors).toHaveLength(required.length);
    for (const field of required) expect(body.errors).toContainEqual({ field, message: 'Campo Obligatorio' });
    for (const field of required) await expectRejected({ ...VALIDO, [field]: '  ' }, field, 'Campo Obligatorio');
  });

  it('limits nombre to 150 characters', async () => {
    await expectRejected({ ...VALIDO, nombre: 'x'.repeat(151) }, 'nombre', 'Maximo 150 caracteres');
    expect((await post(empleadoForm({ ...VALIDO, nombre: 'x'.repeat(150) }))).status).toBe(201);
  });

  it('rejects malformed e-mails', async () => {
    for (const correo of ['no-es-correo', 'juan@', '@obras.mx'])
      await expectRejected({ ...VALIDO, correo }, 'correo', 'Ingrese un correo valido..');
  });

  it('takes an NSS of 11 digits whose last one is the Luhn check digit', async () => {
    for (const nss of ['4200821456', '420082145630', '4200821456A', '42008214564', '42008214562', 42008214563]) {
      await expectRejected({ ...VALIDO, nss }, 'nss', NSS_MESSAGE);
    }
  });

  it("takes a persona fisica's RFC in SAT's pattern, upper-cased", async () => {
    for (const rfc of ['ABC010203XY1', 'VAMJ821314K43', 'VAMJ820332K43', 'VAMJ 820314K43', 'VAMJ820314K4']) {
      await expectRejected({ ...VALIDO, rfc }, 'rfc', RFC_MESSAGE);
    }
    const res = await post(empleadoForm({ ...VALIDO, rfc: ' vamj820314k43 ' }));
    expect((await res.json()).rfc).toBe('VAMJ820314K43');
  });

  it("takes a CURP in RENAPO's pattern with its check digit, upper-cased", async () => {
    const invalid = [
      'VAMJ820314HSRLRN08', // check digit
      'VAMJ820314HXXLRN07', // no such state
      'VAMJ820314ZSRLRN07', // sex
      'VBMJ820314HSRLRN07', // second letter is not a vowel
      'VAMJ821314HSRLRN07', // month 13
      'VAMJ820314HSRLRN0',
    ];
    for (const curp of invalid) await expectRejected({ ...VALIDO, curp }, 'curp', CURP_MESSAGE);
    const res = await post(empleadoForm({ ...VALIDO, curp: 'vamj820314hsrlrn07' }));
    expect((await res.json()).curp).toBe('VAMJ820314HSRLRN07');
  });

  it('takes real dates only, and no baja before the alta', async () => {
    await expectRejected({ ...VALIDO, nacimiento: '1982-02-30' }, 'nacimiento', 'Ingrese una fecha valida..');
    await expectRejected({ ...VALIDO, alta: '01/02/2016' }, 'alta', 'Ingrese una fecha valida..');
    await expectRejected(
      { ...VALIDO, baja: '2016-01-31' },
      'baja',
      'La fecha de baja no puede ser anterior a la de alta',
    );
  });

  it('takes money as non-negative numbers with at most 2 decimals', async () => {
    for (const sueldoImss of [1.234, -5, '850.00', 1e15])
      await expectRejected({ ...VALIDO, sueldoImss }, 'sueldoImss', 'Ingrese un importe valido..');
    await expectRejected({ ...VALIDO, descuentoInfonavit: 0.001 }, 'descuentoInfonavit', 'Ingrese un importe valido..');
  });
});

describe('empleado list and access', () => {
  let obregonId: number;
  let usuario: string;

  beforeAll(async () => {
    usuario = await tokenFor(server, { username: 'rh', sucursalId: sucursales.matriz });
    for (const [nombre, puesto] of [
      ['Zacarias Albañil Uno', 'Albañil'],
      ['Zoe Albañil Dos', 'Albañil'],
      ['Zulema Almacen', 'Almacenista'],
    ]) {
      expect((await post(empleadoForm({ ...VALIDO, nombre, puesto }), usuario)).status).toBe(201);
    }
    const res = await post(
      empleadoForm({ ...VALIDO, nombre: 'Zeferino Obregon', puesto: 'Albañil', sucursal: { id: sucursales.otra } }),
    );
    obregonId = (await res.json()).id;
  });

  it('pages by nombre and searches nombre, telefono, correo and puesto without accents or case', async () => {
    const page = await getJson('/api/empleado?toSearch=ALBANIL&pageSize=1&page=1', usuario);
    expect(page).toMatchObject({ totalElements: 2, page: 1, pageSize: 1 });
    expect(page.content.map((e: { nombre: string }) => e.nombre)).toEqual(['Zoe Albañil Dos']);
    expect((await getJson('/api/empleado?toSearch=almacenista', usuario)).totalElements).toBe(1);
    expect((await getJson('/api/empleado?toSearch=albañil', admin)).totalElements).toBe(3);
  });

  it("hides another sucursal's empleados from reads, lists and updates", async () => {
    expect((await server.request(`/api/empleado/${obregonId}`, { token: usuario })).status).toBe(404);
    expect((await getJson('/api/empleado?toSearch=zeferino', usuario)).totalElements).toBe(0);
    const res = await put(empleadoForm({ ...VALIDO, id: obregonId, nombre: 'Secuestrado' }), '', usuario);
    expect(res.status).toBe(404);
    expect((await getJson(`/api/empleado/${obregonId}`)).nombre).toBe('Zeferino Obregon');
  });

  it('answers 401 without a token and 403 without the /empleados permiso', async () => {
    expect((await server.request('/api/empleado')).status).toBe(401);
    expect((await post(empleadoForm(VALIDO), '')).status).toBe(401);
    const sinPermiso = await tokenFor(server, {
      username: 'sinempleados',
      sucursalId: sucursales.matriz,
      denied: ['/empleados'],
    });
    const before = await storedCounts(server);
    for (const res of [
      await server.request('/api/empleado', { token: sinPermiso }),
      await server.request('/api/empleado/1', { token: sinPermiso }),
      await server.request('/api/empleado/1/credencial', { token: sinPermiso }),
      await post(empleadoForm(VALIDO), sinPermiso),
      await put(empleadoForm({ ...VALIDO, id: 1 }), '', sinPermiso),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await storedCounts(server)).toEqual(before);
  });
});
