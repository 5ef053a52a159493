import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bitacora, cliente, usuario } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { TEST_PASSWORD } from '../../test-support/users';

let server: TestServer;
let admin: string;
let adminId: number;

const valido = {
  nombre: 'Constructora Auditada',
  razonSocial: 'Constructora Auditada SA de CV',
  direccion: 'Blvd. Kino 123, Hermosillo',
  rfc: 'XAXX010101000',
  telefonoContacto: '662 100 2000',
  correoContacto: 'contacto@auditada.mx',
  diasCredito: 30,
};

const rowsOf = (tabla: string, registroId: number | string) =>
  server.db
    .select()
    .from(bitacora)
    .where(and(eq(bitacora.tabla, tabla), eq(bitacora.registroId, String(registroId))))
    .orderBy(bitacora.id);

async function rawRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  server = await startTestServer({ trustProxy: ['127.0.0.1'] });
  admin = await server.login('admin', ADMIN_PASSWORD);
  [{ id: adminId }] = await server.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'admin'));
});
afterAll(() => server.close());

describe('audit trigger', () => {
  it('records a cliente created and updated over HTTP: who, table, id, and only the changed fields', async () => {
    const created = await (await server.request('/api/cliente', { method: 'POST', token: admin, json: valido })).json();
    const put = await server.request('/api/cliente', {
      method: 'PUT',
      token: admin,
      json: { ...created, nombre: 'Constructora Auditada Norte', diasCredito: 45 },
    });
    expect(put.status).toBe(200);
    const rows = await rowsOf('cliente', created.id);
    expect(rows.map((r) => r.accion)).toEqual(['INSERT', 'UPDATE']);
    expect(rows[0]).toMatchObject({ usuarioId: adminId, antes: null });
    expect(rows[0].despues).toMatchObject({ id: created.id, nombre: 'Constructora Auditada', dias_credito: 30 });
    expect(rows[0].despues).not.toHaveProperty('busqueda');
    expect(rows[1]).toMatchObject({
      usuarioId: adminId,
      antes: { nombre: 'Constructora Auditada', dias_credito: 30 },
      despues: { nombre: 'Constructora Auditada Norte', dias_credito: 45 },
    });
    expect(rows[1].momento.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records nothing for an update that changes no field', async () => {
    const created = await (await server.request('/api/cliente', { method: 'POST', token: admin, json: valido })).json();
    await server.request('/api/cliente', { method: 'PUT', token: admin, json: created });
    expect((await rowsOf('cliente', created.id)).map((r) => r.accion)).toEqual(['INSERT']);
  });

  it('leaves no row when the transaction rolls back', async () => {
    const [{ before }] = await rawRows<{ before: number }>(sql`SELECT count(*)::int AS before FROM bitacora`);
    await expect(
      inTransaction(server.db, adminId, async (tx) => {
        await tx.insert(cliente).values({ ...valido, nombre: 'Fantasma', sucursalId: 1 });
        throw new Error('falla a proposito');
      }),
    ).rejects.toThrow('falla a proposito');
    const [{ after }] = await rawRows<{ after: number }>(sql`SELECT count(*)::int AS after FROM bitacora`);
    expect(after).toBe(before);
    expect(await server.db.select().from(cliente).where(eq(cliente.nombre, 'Fantasma'))).toEqual([]);
  });

  it('is attached to every business table, and to tables added later once attach runs', async () => {
    const tables = await rawRows<{ tabla: string; auditada: boolean }>(sql`
      SELECT c.relname AS tabla,
             EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'bitacora_auditoria') AS auditada
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r'`);
    const audited = tables.filter((t) => t.auditada).map((t) => t.tabla);
    expect(audited).toEqual(
      expect.arrayContaining(['cliente', 'obra', 'usuario', 'permiso', 'menu_item', 'sucursal', 'proveedor']),
    );
    expect(
      tables
        .filter((t) => !t.auditada)
        .map((t) => t.tabla)
        .sort(),
    ).toEqual(['archivo', 'archivo_parte', 'bitacora', 'folio_serie', 'idempotencia', 'login_intento', 'obra_cifras']);

    await server.db.execute(sql`CREATE TABLE bodega_prueba (id serial PRIMARY KEY, nombre text NOT NULL)`);
    await server.db.execute(sql`SELECT bitacora_attach_all()`);
    await server.db.execute(sql`SELECT bitacora_attach_all()`);
    await inTransaction(server.db, adminId, (tx) =>
      tx.execute(sql`INSERT INTO bodega_prueba (nombre) VALUES ('Bodega Norte')`),
    );
    await inTransaction(server.db, adminId, (tx) => tx.execute(sql`DELETE FROM bodega_prueba`));
    const rows = await rowsOf('bodega_prueba', 1);
    expect(rows.map((r) => [r.accion, r.usuarioId])).toEqual([
      ['INSERT', adminId],
      ['DELETE', adminId],
    ]);
    expect(rows[1].antes).toEqual({ id: 1, nombre: 'Bodega Norte' });
  });

  it('never stores a password hash, though it notes that a password changed', async () => {
    const jefa = await server.loginAs({ username: 'auditora', role: 'ROLE_ADMIN' });
    const res = await server.request('/api/usuario', {
      method: 'POST',
      token: jefa.token,
      json: {
        username: 'auditado',
        role: 'ROLE_USER',
        nombres: 'A',
        apellidos: 'B',
        correo: 'a@obras.mx',
        password: 'inicial-123',
      },
    });
    const { id } = await res.json();
    await server.request('/api/usuario/password', {
      method: 'POST',
      token: jefa.token,
      json: { idUsuario: id, password: 'cambiada-123' },
    });
    const rows = await rowsOf('usuario', id);
    expect(rows.map((r) => r.accion)).toEqual(['INSERT', 'UPDATE']);
    expect(rows[1]).toMatchObject({
      usuarioId: jefa.id,
      antes: { password_hash: '********' },
      despues: { password_hash: '********' },
    });
    const [{ leaks }] = await rawRows<{ leaks: number }>(
      sql`SELECT count(*)::int AS leaks FROM bitacora WHERE coalesce(antes::text, '') || coalesce(despues::text, '') LIKE '%argon2%'`,
    );
    expect(leaks).toBe(0);
  });
});

describe('security events', () => {
  it('records logins and failed logins against the account, with the address', async () => {
    const user = await server.createUser({ username: 'vigilado', role: 'ROLE_USER' });
    const attempt = (password: string) =>
      server.request('/unauth/authenticate', {
        method: 'POST',
        json: { username: 'Vigilado', password },
        headers: { 'x-forwarded-for': '198.51.100.23' },
      });
    expect((await attempt('equivocada')).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    const rows = await rowsOf('usuario', user.id);
    expect(rows.slice(-2)).toEqual([
      expect.objectContaining({
        accion: 'LOGIN_FALLIDO',
        usuarioId: null,
        detalle: "Usuario 'vigilado' desde 198.51.100.23: contrasena incorrecta",
      }),
      expect.objectContaining({ accion: 'LOGIN', usuarioId: user.id, detalle: 'Ingreso desde 198.51.100.23' }),
    ]);
    expect(
      (await server.request('/unauth/authenticate', { method: 'POST', json: { username: 'nadie', password: 'x' } }))
        .status,
    ).toBe(401);
    const [unknown] = await server.db
      .select()
      .from(bitacora)
      .where(sql`${bitacora.detalle} LIKE 'Usuario ''nadie''%'`);
    expect(unknown).toMatchObject({ accion: 'LOGIN_FALLIDO', registroId: null, tabla: 'usuario' });
  });

  it('records every 403, from the guard or from a service, with route and address', async () => {
    const user = await server.loginAs({ username: 'rechazado', role: 'ROLE_USER' });
    expect((await server.request('/api/usuario/list-all', { token: user.token })).status).toBe(403);
    expect((await server.request(`/api/usuario/${adminId}`, { token: user.token })).status).toBe(403);
    const denied = (await rowsOf('usuario', user.id)).filter((r) => r.accion === 'ACCESO_DENEGADO');
    expect(denied.map((r) => [r.usuarioId, r.detalle])).toEqual([
      [user.id, 'GET /api/usuario/list-all desde 127.0.0.1'],
      [user.id, `GET /api/usuario/${adminId} desde 127.0.0.1`],
    ]);
  });
});
