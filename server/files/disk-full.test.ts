/**
 * A full disk: a comprobante whose file cannot be written answers a Spanish 507, leaves no partial
 * file and no comprobante on the compra, and the database keeps serving — the next upload, with room
 * again, is taken. With PGlite uploads live in DATA_DIR/files, and the disk fills by a write that
 * stores part of the bytes and then fails with ENOSPC, as a real one does; with PostgreSQL they live
 * in the database, and its disk fills as PostgreSQL says so: an insert of the file's bytes fails with
 * SQLSTATE 53100 (disk_full), raised by a trigger for the test.
 */
import fs from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { insertObra } from '../domain/test-fixtures';
import { archivo } from '../db/schema';
import { SIN_ESPACIO } from '../disk-full';
import { startTestServer, type TestServer } from '../test-support/server';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { insertProveedor } from '../modules/orden-compra/test-fixtures';
import { compraValida, subirComprobante } from '../modules/compra/test-fixtures';

let server: TestServer;
let token: string;
let compraId: number;

/** Every file under `dir`, temporary ones included. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(`${dir}/${f}`).isFile())
    : [];

beforeAll(async () => {
  server = await startTestServer();
  const { matriz } = await twoSucursales(server);
  token = await tokenFor(server, { username: 'disco-lleno', sucursalId: matriz });
  const obraId = await insertObra(server, matriz);
  const proveedorId = await insertProveedor(server);
  const created = await server.request('/api/compra', {
    method: 'POST',
    token,
    json: compraValida(obraId, proveedorId),
  });
  compraId = (await created.json()).id;
});
afterAll(() => server.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Makes the next file writes fail as a full disk does; returns how to give the room back. */
async function fillDisk(): Promise<() => Promise<void>> {
  if (onPostgres) {
    await server.db.execute(sql`
      CREATE FUNCTION disco_lleno() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$;
      CREATE TRIGGER disco_lleno BEFORE INSERT ON archivo_parte FOR EACH ROW EXECUTE FUNCTION disco_lleno();`);
    return async () => {
      await server.db.execute(sql`DROP TRIGGER disco_lleno ON archivo_parte; DROP FUNCTION disco_lleno();`);
    };
  }
  const write = fs.promises.writeFile;
  const full = vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (file, content, options) => {
    await write(file, (content as Buffer).subarray(0, 100), options);
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), { code: 'ENOSPC' });
  });
  return async () => full.mockRestore();
}

/** How many stored files there are: in the database (PostgreSQL) or under DATA_DIR/files, temporary ones included. */
async function storedFiles(): Promise<number> {
  if (!onPostgres) return filesUnder(server.filesDir).length;
  const [{ n }] = await server.db.select({ n: count() }).from(archivo);
  return n;
}

it('answers a comprobante on a full disk with a Spanish 507, stores no part of it, and keeps serving', async () => {
  const giveRoomBack = await fillDisk();
  const refused = await subirComprobante(server, `/api/compra/${compraId}`, token);
  await giveRoomBack();
  expect([refused.status, await refused.json()]).toEqual([507, { message: SIN_ESPACIO, errors: [] }]);

  const read = await server.request(`/api/compra/${compraId}`, { token });
  expect(read.status).toBe(200);
  expect((await read.json()).comprobante).toBeUndefined();
  expect(await storedFiles()).toBe(0);

  const taken = await subirComprobante(server, `/api/compra/${compraId}`, token);
  expect(taken.status).toBe(200);
  expect(await storedFiles()).toBe(1);
});
