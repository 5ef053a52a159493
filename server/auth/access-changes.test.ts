import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permiso, usuario } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/server';

// The guard keeps callers in memory (caller-cache.ts); every write to what it read must still
// take effect on the next request, whoever made it.
let server: TestServer;
let user: { id: number; token: string };

const clientes = async () => (await server.request('/api/cliente', { token: user.token })).status;
const setPermisos = (autorizado: boolean) =>
  server.db.update(permiso).set({ autorizado }).where(eq(permiso.usuarioId, user.id));

beforeAll(async () => {
  server = await startTestServer();
  user = await server.loginAs({ username: 'cacheado', role: 'ROLE_ADMIN' });
});
afterAll(() => server.close());

describe('the cached caller', () => {
  it('follows a permiso revoked and granted again by this process on the very next request', async () => {
    expect(await clientes()).toBe(200);
    expect(await clientes()).toBe(200);
    await setPermisos(false);
    expect(await clientes()).toBe(403);
    await setPermisos(true);
    expect(await clientes()).toBe(200);
  });

  it('follows a user deactivated inside a transaction on the very next request', async () => {
    expect(await clientes()).toBe(200);
    await server.db.transaction(async (tx) => {
      await tx.update(usuario).set({ activo: false }).where(eq(usuario.id, user.id));
    });
    expect(await clientes()).toBe(401);
    await server.db.update(usuario).set({ activo: true }).where(eq(usuario.id, user.id));
    expect(await clientes()).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'follows a permiso revoked by another instance on the same PostgreSQL',
    async () => {
      const { rows } = (await server.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0].name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        expect(await clientes()).toBe(200);
        await other.query('UPDATE permiso SET autorizado = false WHERE usuario_id = $1', [user.id]);
        const deadline = Date.now() + 2000;
        let status = await clientes();
        while (status === 200 && Date.now() < deadline) status = await clientes();
        expect(status).toBe(403);
      } finally {
        await other.query('UPDATE permiso SET autorizado = true WHERE usuario_id = $1', [user.id]);
        await other.end();
      }
    },
  );
});
