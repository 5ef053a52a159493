/**
 * A full disk while writing a backup (docs/decisions.md, When the database is away): the file fills
 * after a few bytes and the write fails with ENOSPC, as a real one does. Nothing is left in the
 * backup folder, the command's words are the comprobante's 507 sentence, the running instance
 * answers its backup route 507 when its own temporary files cannot be written, and the database
 * keeps answering — the next backup, with room again, is whole.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { SIN_ESPACIO } from '../disk-full';
import { rowsOf } from '../db/rows';
import { CLAVE_HEADER } from '../modules/respaldo/routes';
import { startTestServer, type TestServer } from '../test-support/server';
import { writeBackup } from './dump';
import { fetchBackup } from './local-server';
import { openBackup } from './read';
import { backupFailure, writeAside, type OpenFile } from './write-aside';

const realCreateWriteStream = fs.createWriteStream.bind(fs);
const enospc = (file: string) =>
  Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });

/** A file on a disk with `room` bytes left: it takes them, then every write fails with ENOSPC. */
function fillsAfter(file: string, room: number): Writable {
  const real = realCreateWriteStream(file);
  let written = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const fits = chunk.subarray(0, Math.max(0, room - written));
      written += fits.length;
      if (fits.length === chunk.length) real.write(chunk, done);
      else real.write(fits, () => done(enospc(file)));
    },
    final(done) {
      real.end(done);
    },
    destroy(error, done) {
      if (real.closed) return done(error);
      real.once('close', () => done(error));
      real.destroy();
    },
  });
}
const fullDisk =
  (room: number): OpenFile =>
  (file) =>
    fillsAfter(file, room);

let server: TestServer;
let folder: string;
const clave = 'c'.repeat(64);

beforeAll(async () => {
  server = await startTestServer();
  server.app.respaldoLocal = { clave, kind: 'pglite' };
});
afterAll(() => server.close());
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-respaldos-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(folder, { recursive: true, force: true });
});

const local = () => ({ port: Number(new URL(server.baseUrl).port), clave });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the backup was written'),
    (error: unknown) => error,
  );
/** The database still answers, through the API and by itself. */
async function stillServing() {
  expect((await server.request('/unauth/ping')).status).toBe(200);
  const [{ tablas }] = await rowsOf<{ tablas: number }>(
    server.db,
    sql`SELECT count(*)::int AS tablas FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  expect(tablas).toBeGreaterThan(10);
}

it('leaves no file and says the disk is full when the database is read by the command itself', async () => {
  const target = path.join(folder, 'obras.tar.gz');
  const error = await failure(
    writeAside(target, (out) => writeBackup(server.db, 'pglite', server.app.files, out), fullDisk(4096)),
  );
  expect(backupFailure(error)).toBe(SIN_ESPACIO);
  expect(fs.readdirSync(folder)).toEqual([]);
  await stillServing();
});

it('leaves no file and says the disk is full when the running instance streams it', async () => {
  const target = path.join(folder, 'obras.tar.gz');
  const error = await failure(writeAside(target, (out) => fetchBackup(local(), out), fullDisk(4096)));
  expect(backupFailure(error)).toBe(SIN_ESPACIO);
  expect(fs.readdirSync(folder)).toEqual([]);
  await stillServing();
});

it("answers the backup route 507 when the instance's own temporary files do not fit, and the next backup is whole", async () => {
  vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: string) => fillsAfter(file, 100)) as never);
  const refused = await server.request('/unauth/respaldo', { headers: { [CLAVE_HEADER]: clave } });
  expect([refused.status, await refused.json()]).toEqual([507, { message: SIN_ESPACIO, errors: [] }]);

  const target = path.join(folder, 'obras.tar.gz');
  const error = await failure(writeAside(target, (out) => fetchBackup(local(), out), fullDisk(1 << 30)));
  expect(backupFailure(error)).toBe(SIN_ESPACIO);
  expect(fs.readdirSync(folder)).toEqual([]);
  vi.restoreAllMocks();
  await stillServing();

  await writeAside(target, (out) => fetchBackup(local(), out));
  expect(fs.readdirSync(folder)).toEqual(['obras.tar.gz']);
  const extracted = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-respaldo-abierto-'));
  try {
    const manifest = await openBackup(target, extracted);
    expect(manifest.tablas.length).toBeGreaterThan(10);
  } finally {
    fs.rmSync(extracted, { recursive: true, force: true });
  }
});
