/**
 * Files shared by every instance (README "Running several instances", docs/decisions.md): two real
 * servers, as child processes with their own DATA_DIR, on one PostgreSQL database. A photo uploaded
 * through one downloads byte for byte through the other, nothing lands in either DATA_DIR, and a
 * request that fails, before or after its file was read and written, leaves no file row.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ARCHIVO_PARTE_BYTES } from '../files/db-storage';
import { pngImage } from '../files/test-files';
import { empleadoForm, VALIDO, type FilePart } from '../modules/empleado/test-helpers';
import { loginTo, startChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { createDatabase, dropDatabase, urlOf } from '../test-support/db-template';
import { ADMIN_PASSWORD } from '../test-support/users';

const { postgresUrl, prefix } = inject('dbTemplates');

// Named after the run's templates, so the run's teardown drops it even if this file crashes.
const database = `${prefix}_archivos_${process.pid}`;
const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'obras-instancia-')));
const servers: ChildServer[] = [];

beforeAll(async () => {
  if (postgresUrl) await createDatabase(postgresUrl, database);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => stopChildServer(server, 'SIGKILL')));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (postgresUrl) await dropDatabase(postgresUrl, database);
});

/** One statement on the shared database, as its administrator. */
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: urlOf(postgresUrl!, database) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const fileRows = async (sha256: string) =>
  (
    await query<{ archivos: number; partes: number }>(
      `SELECT (SELECT count(*)::int FROM archivo WHERE sha256 = $1) AS archivos,
              (SELECT count(*)::int FROM archivo_parte WHERE sha256 = $1) AS partes`,
      [sha256],
    )
  )[0];

/** A PNG of random bytes spanning several chunks, so order and completeness both show. */
function foto(bytes: number): FilePart {
  const content = crypto.randomBytes(bytes);
  pngImage(1, 1).copy(content);
  return { content, filename: 'foto.png', type: 'image/png' };
}

const sha256Of = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

const post = (server: ChildServer, token: string, body: FormData) =>
  fetch(`${server.baseUrl}/api/empleado`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });

it.skipIf(!postgresUrl)(
  'serves a file uploaded through one instance from the other, and a failed upload stores none ' +
    '(PostgreSQL only: PGlite is the database of one process, so no second instance can share it)',
  async () => {
    // One database, one JWT secret (a session works on either instance, as behind a balancer),
    // a DATA_DIR each.
    const shared = { DATABASE_URL: urlOf(postgresUrl!, database), JWT_SECRET: 'secreto-compartido', ADMIN_PASSWORD };
    // Both at once on the new database: one migrates and seeds while the other waits.
    servers.push(
      ...(await Promise.all(dataDirs.map((dir) => startChildServer({ ...shared, DATA_DIR: dir, SEED: 'none' })))),
    );
    const [uno, otro] = servers;
    const token = await loginTo(uno.baseUrl, 'admin', ADMIN_PASSWORD);
    expect(
      await query('SELECT (SELECT count(*) FROM sucursal)::int AS s, (SELECT count(*) FROM usuario)::int AS u'),
    ).toEqual([{ s: 1, u: 1 }]);

    const subida = foto(3 * ARCHIVO_PARTE_BYTES + 100);
    const res = await post(uno, token, empleadoForm({ ...VALIDO, nombre: 'Foto Compartida' }, [subida]));
    expect(res.status).toBe(201);
    const { foto: url } = (await res.json()) as { foto: string };

    const bajada = await fetch(`${otro.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(bajada.status).toBe(200);
    expect(bajada.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await bajada.arrayBuffer()).equals(subida.content)).toBe(true);
    expect(await fileRows(sha256Of(subida.content))).toEqual({ archivos: 1, partes: 4 });
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);

    // Refused before the file is stored: the JSON part is not JSON.
    const malJson = foto(ARCHIVO_PARTE_BYTES + 1);
    const form = new FormData();
    form.append('empleado', '{"nombre": ');
    form.append('foto', new Blob([new Uint8Array(malJson.content)], { type: 'image/png' }), 'foto.png');
    expect((await post(otro, token, form)).status).toBe(400);

    // Refused after: the photo is written in the request's transaction, then the empleado's insert fails.
    await query(`CREATE FUNCTION falla_empleado() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.nombre = 'Falla Despues' THEN RAISE EXCEPTION 'fallo simulado' USING ERRCODE = '23514'; END IF; RETURN NEW; END $$`);
    await query(
      'CREATE TRIGGER falla_empleado BEFORE INSERT ON empleado FOR EACH ROW EXECUTE FUNCTION falla_empleado()',
    );
    const despues = foto(2 * ARCHIVO_PARTE_BYTES);
    const fallida = await post(otro, token, empleadoForm({ ...VALIDO, nombre: 'Falla Despues' }, [despues]));
    expect(fallida.status).toBeGreaterThanOrEqual(400);

    expect(await fileRows(sha256Of(malJson.content))).toEqual({ archivos: 0, partes: 0 });
    expect(await fileRows(sha256Of(despues.content))).toEqual({ archivos: 0, partes: 0 });
    expect(await query('SELECT sha256 FROM archivo')).toEqual([{ sha256: sha256Of(subida.content) }]);
    expect(await query('SELECT count(*)::int AS n FROM documento')).toEqual([{ n: 1 }]);
  },
  120_000,
);
