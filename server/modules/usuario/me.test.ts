import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sucursal } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { EMPRESA } from './empresa';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/usuario/me', () => {
  it('answers the session user of docs/product.md §3 with the token it was called with', async () => {
    const [norte] = await server.db.insert(sucursal).values({ nombre: 'Sucursal Norte' }).returning();
    const user = await server.loginAs({ username: 'Mariana', role: 'ROLE_ASSISTANT', sucursalId: norte.id });
    const res = await server.request('/api/usuario/me', { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      nombre: 'Nombre Mariana Pruebas',
      empresa: EMPRESA,
      sucursal: 'Sucursal Norte',
      token: user.token,
      userId: user.id,
      idSucursal: norte.id,
      authenticated: true,
      role: 'ROLE_ASSISTANT',
    });
  });

  it('never contains the password or its hash', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const text = await (await server.request('/api/usuario/me', { token })).text();
    expect(text).toContain('"userId"');
    expect(text).not.toMatch(/password|argon2|hash/i);
    expect(text).not.toContain(ADMIN_PASSWORD);
  });
});

describe('GET /api/usuario/opciones-menu', () => {
  it('lists the items the caller may use, flat, without Configuracion for a ROLE_USER', async () => {
    const user = await server.loginAs({ username: 'opciones', role: 'ROLE_USER' });
    const res = await server.request('/api/usuario/opciones-menu', { token: user.token });
    expect(res.status).toBe(200);
    const items = (await res.json()) as { seccion: string; nombre: string; link: string | null; icono: string }[];
    const links = items.map((i) => i.link);
    expect(links).toEqual(expect.arrayContaining(['/', '/clientes', '/compra', '/cuentas-por-pagar/pendiente']));
    expect(links.filter((l) => l?.startsWith('/configura'))).toEqual([]);
    expect(items.map((i) => i.nombre)).not.toContain('Configuracion');
    expect(items.find((i) => i.link === '/gasto')).toMatchObject({
      seccion: 'obras',
      nombre: 'Gastos',
      icono: 'Receipt',
    });
    expect(items[0]).not.toHaveProperty('items');
  });

  it('lists the Configuracion items for an admin', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const items = (await (await server.request('/api/usuario/opciones-menu', { token })).json()) as { link: string }[];
    expect(items.map((i) => i.link)).toEqual(expect.arrayContaining(['/configura/usuarios', '/configura/permisos']));
  });

  it('needs a token', async () => {
    expect((await server.request('/api/usuario/opciones-menu')).status).toBe(401);
  });
});
