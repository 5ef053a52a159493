/**
 * The catalog designer over HTTP: an admin creates a catalog and it is served at once (menu entry,
 * routes, permiso), references hold the referenced records' scope, and changes that existing records
 * would break are refused with counts or applied with the admin's defaults, never leaving an invalid
 * record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bitacora, catalogoRegistro, menuItem, permiso, usuario } from '../../db/schema';
import { pngImage } from '../../files/test-files';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertObra } from '../obra/test-fixtures';
import { vehiculos } from './test-fixtures';

const DISENO = '/api/configura/catalogos';
const API = '/api/catalogo/vehiculos';

let server: TestServer;
let admin: string;
let usuarioToken: string;
let obras: { mia: number; ajena: number };
let version: number;
let sucursalMatriz: number;

const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
};
const disenar = (method: string, path: string, body: unknown) =>
  server.request(`${DISENO}${path}`, { method, token: admin, json: body });
const registrar = (body: unknown, token = usuarioToken) => server.request(API, { method: 'POST', token, json: body });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const sucursales = await twoSucursales(server);
  sucursalMatriz = sucursales.matriz;
  obras = {
    mia: await insertObra(server.db, sucursales.matriz, 'Torre Norte'),
    ajena: await insertObra(server.db, sucursales.otra, 'Obra de Otra Sucursal'),
  };
  usuarioToken = await tokenFor(server, { username: 'patio', sucursalId: sucursales.matriz });
  const created = await json<{ version: number }>(
    await disenar('POST', '', { nombre: 'vehiculos', esquema: vehiculos() }),
    201,
  );
  version = created.version;
});
afterAll(() => server.close());

describe('designing a catalog', () => {
  it('serves a new catalog at once: its schema, its menu entry for admins, its routes', async () => {
    const servidos = await json<{ $id: string; 'x-resource': Record<string, unknown> }[]>(
      await server.request('/api/catalogo', { token: admin }),
      200,
    );
    const servido = servidos.find((s) => s.$id === 'catalogos/vehiculos');
    expect(servido?.['x-resource']).toMatchObject({
      key: 'placas',
      multipart: 'registro',
      menu: '/catalogos/vehiculos',
    });
    const [entrada] = await server.db.select().from(menuItem).where(eq(menuItem.link, '/catalogos/vehiculos'));
    expect(entrada.nombre).toBe('Vehiculos');
    expect(await json(await server.request(API, { token: admin }), 200)).toMatchObject({ totalElements: 0 });
    const listed = await json<{ nombre: string; version: number; registros: number }[]>(
      await server.request(DISENO, { token: admin }),
      200,
    );
    expect(listed.find((c) => c.nombre === 'vehiculos')).toMatchObject({ version: 1, registros: 0 });
  });

  it('lets a user in only once an admin grants the catalog in Permisos', async () => {
    expect((await server.request(API, { token: usuarioToken })).status).toBe(403);
    const [user] = await server.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'patio'));
    const [entrada] = await server.db.select().from(menuItem).where(eq(menuItem.link, '/catalogos/vehiculos'));
    await server.db
      .update(permiso)
      .set({ autorizado: true })
      .where(and(eq(permiso.usuarioId, user.id), eq(permiso.menuItemId, entrada.id)));
    expect((await server.request(API, { token: usuarioToken })).status).toBe(200);
  });

  it('refuses, in Spanish and storing nothing, a schema that cannot be served, a taken name, a missing catalog', async () => {
    const roto = await json<{ message: string; errors: { message: string }[] }>(
      await disenar('POST', '', { nombre: 'rotos', esquema: { title: 'Rotos', type: 'object', properties: {} } }),
      400,
    );
    expect(roto).toEqual({
      message: 'El esquema no sirve',
      errors: [{ field: 'esquema', message: 'El catalogo no tiene campos: agregue al menos uno' }],
    });
    // Said as an admin reads it, not as the validator would.
    const comoLista = await json<{ errors: { message: string }[] }>(
      await disenar('POST', '', { nombre: 'lista', esquema: { title: 'Lista', type: 'array', properties: {} } }),
      400,
    );
    expect(comoLista.errors[0].message).toBe('El esquema debe ser un objeto: escriba "type": "object"');
    const repetido = await json(await disenar('POST', '', { nombre: 'vehiculos', esquema: vehiculos() }), 409);
    expect(repetido.message).toBe('Ya existe el catalogo vehiculos');
    const esquema = vehiculos();
    esquema.properties.remolque = {
      ...esquema.properties.obra,
      'x-ui': { widget: 'reference', reference: 'catalogos/remolques' },
    };
    const falta = await json<{ errors: { message: string }[] }>(
      await disenar('POST', '', { nombre: 'camiones', esquema }),
      400,
    );
    expect(falta.errors[0].message).toBe('remolque referencia el catalogo remolques, que no existe');
    expect((await disenar('POST', '', { nombre: 'Mal Nombre', esquema: vehiculos() })).status).toBe(400);
    expect(await server.db.select().from(menuItem).where(eq(menuItem.link, '/catalogos/camiones'))).toEqual([]);
  });
});

describe('references and files', () => {
  it('links to a visible obra, answers its name, and finds the record by it', async () => {
    const created = await json<{ id: number; obra: unknown }>(
      await registrar({ nombre: 'Camioneta 1', placas: 'ABC-123', tipo: 'Camioneta', obra: { id: obras.mia } }),
      201,
    );
    expect(created.obra).toEqual({ id: obras.mia, nombre: 'Torre Norte' });
    const page = await json<{ content: { nombre: string }[] }>(
      await server.request(`${API}?toSearch=torre`, { token: usuarioToken }),
      200,
    );
    expect(page.content.map((r) => r.nombre)).toEqual(['Camioneta 1']);
  });

  it('refuses an obra of another sucursal as if it did not exist, and never shows its name', async () => {
    const res = await registrar({ nombre: 'Volteo 9', placas: 'ZZZ-999', obra: { id: obras.ajena } });
    expect(await json(res, 400)).toEqual({
      message: 'Datos invalidos',
      errors: [{ field: 'obra.id', message: 'Seleccione una obra valida..' }],
    });
    const [user] = await server.db.select().from(usuario).where(eq(usuario.username, 'patio'));
    const [row] = await server.db
      .insert(catalogoRegistro)
      .values({
        catalogo: 'vehiculos',
        datos: { nombre: 'Colado', obra: { id: obras.ajena, nombre: 'Obra de Otra Sucursal' } },
        sucursalId: user.sucursalId,
      })
      .returning();
    const leido = await json<{ obra: unknown }>(await server.request(`${API}/${row.id}`, { token: usuarioToken }), 200);
    expect(leido.obra).toEqual({ id: obras.ajena });
    await server.db.delete(catalogoRegistro).where(eq(catalogoRegistro.id, row.id));
  });

  it('stores a photo checked by content and size, shows it to who sees the record, and keeps it on a later save', async () => {
    const form = new FormData();
    form.append('registro', JSON.stringify({ nombre: 'Grua 2', placas: 'GRU-002', tipo: 'Grua' }));
    form.append('foto', new Blob([new Uint8Array(pngImage(4, 4))], { type: 'image/png' }), 'grua.png');
    const created = await json<{ id: number; foto: string; actualizado: string }>(
      await server.request(API, { method: 'POST', token: usuarioToken, body: form }),
      201,
    );
    expect(created.foto).toMatch(/^\/api\/documento\/\d+$/);
    const foto = await server.request(created.foto, { token: usuarioToken });
    expect(foto.headers.get('content-type')).toBe('image/png');
    const updated = await json<{ foto: string; tipo: string }>(
      await server.request(API, {
        method: 'PUT',
        token: usuarioToken,
        json: { id: created.id, nombre: 'Grua 2', placas: 'GRU-002', tipo: 'Volteo', foto: '/api/documento/1' },
      }),
      200,
    );
    expect(updated).toMatchObject({ foto: created.foto, tipo: 'Volteo' });

    const pdf = new FormData();
    pdf.append('registro', JSON.stringify({ nombre: 'Grua 3' }));
    pdf.append('foto', new Blob(['%PDF-1.4 no es foto']), 'grua.pdf');
    const refused = await json<{ errors: unknown[] }>(
      await server.request(API, { method: 'POST', token: usuarioToken, body: pdf }),
      415,
    );
    expect(refused.errors).toEqual([{ field: 'foto', message: 'Solo se permiten archivos PNG o JPEG' }]);
    const grande = new FormData();
    grande.append('registro', JSON.stringify({ nombre: 'Grua 4' }));
    grande.append(
      'foto',
      new Blob([new Uint8Array(Buffer.concat([pngImage(1, 1), Buffer.alloc(1024 * 1024)]))]),
      'g.png',
    );
    expect((await server.request(API, { method: 'POST', token: usuarioToken, body: grande })).status).toBe(413);
  });

  it('refuses a second record with the same key in the sucursal', async () => {
    const res = await registrar({ nombre: 'Otra Camioneta', placas: 'abc-123' });
    expect((await json<{ errors: unknown[] }>(res, 400)).errors).toEqual([
      { field: 'placas', message: 'Ya existe un registro con Placas abc-123' },
    ]);
  });
});

describe('changing a catalog that has records', () => {
  const cambiar = (esquema: unknown, predeterminados?: Record<string, unknown>) =>
    disenar('PUT', '/vehiculos', { esquema, version, predeterminados });

  it('adds an optional field at once, without touching a record', async () => {
    const esquema = vehiculos();
    esquema.properties.color = { type: 'string', title: 'Color', maxLength: 30 };
    const saved = await json<{ version: number; registros: number }>(await cambiar(esquema), 200);
    expect(saved).toMatchObject({ version: version + 1, registros: 2 });
    version = saved.version;
    const servidos = await json<{ $id: string; properties: object }[]>(
      await server.request('/api/catalogo', { token: admin }),
      200,
    );
    expect(Object.keys(servidos.find((s) => s.$id === 'catalogos/vehiculos')!.properties)).toContain('color');
  });

  it('refuses a new required field with the count of records lacking it, then applies it with a default', async () => {
    await json(await registrar({ nombre: 'Sin Tipo', placas: 'SIN-001' }), 201);
    const esquema = vehiculos(undefined, { required: ['nombre', 'tipo'] });
    const review = await json<{ aplicable: boolean; cambios: unknown[] }>(
      await disenar('POST', '/revision', { nombre: 'vehiculos', esquema }),
      200,
    );
    expect(review).toMatchObject({
      aplicable: false,
      cambios: [
        {
          campo: 'tipo',
          registros: 1,
          pidePredeterminado: true,
          mensaje: '1 registro quedaria sin cumplir Tipo: Campo Obligatorio',
        },
      ],
    });
    const refused = await json<{ message: string; errors: unknown[] }>(await cambiar(esquema), 409);
    expect(refused.message).toBe('El cambio dejaria registros invalidos: de un valor para ellos o deshaga el cambio');
    const saved = await json<{ version: number }>(await cambiar(esquema, { tipo: 'Camioneta' }), 200);
    version = saved.version;
    const rows = await server.db.select().from(catalogoRegistro).where(eq(catalogoRegistro.catalogo, 'vehiculos'));
    expect(rows.map((r) => (r.datos as { tipo: string }).tipo).sort()).toEqual(['Camioneta', 'Camioneta', 'Volteo']);
  });

  it('refuses removing a choice in use, and a stale version, storing nothing', async () => {
    const campos = vehiculos();
    campos.properties.tipo = { ...campos.properties.tipo, enum: ['Camioneta', 'Grua'] };
    const refused = await json<{ errors: { field: string; message: string }[] }>(
      await cambiar({ ...campos, required: ['nombre', 'tipo'] }),
      409,
    );
    expect(refused.errors).toEqual([
      { field: 'tipo', message: expect.stringMatching(/^1 registro quedaria sin cumplir Tipo/) },
    ]);
    const stale = await disenar('PUT', '/vehiculos', { esquema: vehiculos(), version: version - 1 });
    expect((await json(stale, 409)).message).toBe(
      'Otro administrador cambio el catalogo; recargue para ver su version',
    );
    const listed = await json<{ nombre: string; version: number }[]>(
      await server.request(DISENO, { token: admin }),
      200,
    );
    expect(listed.find((c) => c.nombre === 'vehiculos')?.version).toBe(version);
  });

  it("lets only a superuser create or change a design, which every sucursal's records follow; an admin reads it", async () => {
    const sucursalAdmin = await tokenFor(server, {
      username: 'admin-sucursal',
      sucursalId: sucursalMatriz,
      role: 'ROLE_ADMIN',
    });
    const as = (method: string, path: string, body?: unknown) =>
      server.request(`${DISENO}${path}`, { method, token: sucursalAdmin, json: body });
    expect((await as('GET', '')).status).toBe(200);
    const before = await server.db.select().from(catalogoRegistro).where(eq(catalogoRegistro.catalogo, 'vehiculos'));
    for (const [method, path, body] of [
      ['PUT', '/vehiculos', { esquema: vehiculos(), version }],
      ['POST', '/revision', { nombre: 'vehiculos', esquema: vehiculos() }],
      ['POST', '', { nombre: 'herramientas', esquema: vehiculos() }],
    ] as const) {
      expect([method, path, (await as(method, path, body)).status]).toEqual([method, path, 403]);
    }
    const after = await server.db.select().from(catalogoRegistro).where(eq(catalogoRegistro.catalogo, 'vehiculos'));
    expect(after).toEqual(before);
  });

  it('keeps every version of the schema in the bitacora', async () => {
    const rows = await server.db.select().from(bitacora).where(eq(bitacora.tabla, 'catalogo_esquema'));
    expect(rows.map((r) => r.accion)).toEqual(['INSERT', 'UPDATE', 'UPDATE']);
  });
});
