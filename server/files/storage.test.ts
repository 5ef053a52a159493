/**
 * The file stores (./storage.ts, ./db-storage.ts): the database store on this run's database
 * (PGlite, and PostgreSQL in CI), the folder store, and the one the application picks for it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { archivo, archivoParte, bitacora, documento } from '../db/schema';
import { inTransaction } from '../db/tx';
import { empleadoForm, VALIDO } from '../modules/empleado/test-helpers';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';
import { ARCHIVO_PARTE_BYTES, createDatabaseFileStore, importFolderFiles } from './db-storage';
import { createFileStore, sha256Of, type FileStore } from './storage';
import { pngImage } from './test-files';

const onPostgres = Boolean(inject('dbTemplates').postgresUrl);

let server: TestServer;
let folder: string;

beforeAll(async () => {
  server = await startTestServer();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-archivos-'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Random bytes (no two chunks alike, so a chunk out of order shows) behind a PNG signature. */
function randomPng(bytes: number): Buffer {
  const content = crypto.randomBytes(bytes);
  pngImage(1, 1).copy(content);
  return content;
}

/** Every piece the stream gives, in order. */
async function piecesOf(stream: Readable): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return pieces;
}

async function rowsOf(sha256: string): Promise<{ archivos: number; partes: number }> {
  const [[a], [p]] = await Promise.all([
    server.db.select({ n: count() }).from(archivo).where(eq(archivo.sha256, sha256)),
    server.db.select({ n: count() }).from(archivoParte).where(eq(archivoParte.sha256, sha256)),
  ]);
  return { archivos: a.n, partes: p.n };
}

const putCommitted = (store: FileStore, content: Buffer) =>
  inTransaction(server.db, null, (tx) => store.put(content, tx));

describe('the database file store', () => {
  let store: FileStore;
  beforeAll(() => {
    store = createDatabaseFileStore(server.db);
  });

  it('keeps one copy of bytes put twice, in two transactions or in one', async () => {
    const content = randomPng(ARCHIVO_PARTE_BYTES + 10);
    const first = await putCommitted(store, content);
    const second = await putCommitted(store, content);
    const [third, fourth] = await inTransaction(server.db, null, async (tx) => [
      await store.put(content, tx),
      await store.put(content, tx),
    ]);
    expect(new Set([first, second, third, fourth])).toEqual(new Set([sha256Of(content)]));
    expect(await rowsOf(first)).toEqual({ archivos: 1, partes: 2 });
    expect(await store.read(first)).toEqual(content);
  });

  it('streams a 3 MB file chunk by chunk, byte for byte', async () => {
    const content = randomPng(3 * 1024 * 1024 + 1234);
    const sha256 = await putCommitted(store, content);
    const chunks = Math.ceil(content.length / ARCHIVO_PARTE_BYTES);
    expect(chunks).toBe(13);
    expect(await rowsOf(sha256)).toEqual({ archivos: 1, partes: chunks });

    // Unread, the stream holds one chunk: it selects the next only when asked.
    const idle = store.stream(sha256);
    await new Promise((resolve) => idle.once('readable', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle.readableLength).toBe(ARCHIVO_PARTE_BYTES);
    idle.destroy();

    const pieces = await piecesOf(store.stream(sha256));
    // One row per read: the stream never holds more than a chunk of the file.
    expect(pieces.map((p) => p.length)).toEqual([...Array(chunks - 1).fill(ARCHIVO_PARTE_BYTES), 1234]);
    expect(Buffer.concat(pieces).equals(content)).toBe(true);
    expect((await store.read(sha256)).equals(content)).toBe(true);
  });

  it('writes through the transaction it is given: a rollback leaves no chunk', async () => {
    const content = randomPng(2 * ARCHIVO_PARTE_BYTES + 1);
    const sha256 = sha256Of(content);
    await expect(
      inTransaction(server.db, null, async (tx) => {
        await store.put(content, tx);
        const [inside] = await tx.select({ n: count() }).from(archivoParte).where(eq(archivoParte.sha256, sha256));
        expect(inside.n).toBe(3);
        throw new Error('falla a proposito');
      }),
    ).rejects.toThrow('falla a proposito');
    expect(await rowsOf(sha256)).toEqual({ archivos: 0, partes: 0 });
    await expect(store.read(sha256)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('answers a missing file as the folder store does: ENOENT', async () => {
    const missing = sha256Of(Buffer.from('nunca guardado'));
    await expect(store.read(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(piecesOf(store.stream(missing))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(() => store.stream('../../etc/passwd')).toThrow('Hash de archivo invalido');
  });

  it('stores and streams an empty file', async () => {
    const sha256 = await putCommitted(store, Buffer.alloc(0));
    expect(await rowsOf(sha256)).toEqual({ archivos: 1, partes: 0 });
    expect(await piecesOf(store.stream(sha256))).toEqual([]);
    expect(await store.read(sha256)).toEqual(Buffer.alloc(0));
  });

  it('removes a file with its chunks, but never one a documento names', async () => {
    const loose = await putCommitted(store, randomPng(ARCHIVO_PARTE_BYTES * 2));
    await store.remove(loose);
    expect(await rowsOf(loose)).toEqual({ archivos: 0, partes: 0 });

    const named = randomPng(100);
    const sha256 = await inTransaction(server.db, null, async (tx) => {
      const stored = await store.put(named, tx);
      await tx
        .insert(documento)
        .values({ sha256: stored, nombre: 'n.png', tipo: 'image/png', tamano: 100, modulo: '/empleados' });
      return stored;
    });
    await store.remove(sha256);
    expect(await store.read(sha256)).toEqual(named);
  });
});

describe('the folder store (PGlite)', () => {
  it('keeps one copy of bytes put twice, ignores the transaction, and streams them back', async () => {
    const created: string[] = [];
    const store = createFileStore(folder).tracking(created);
    const content = randomPng(3 * 1024 * 1024);
    const sha256 = await inTransaction(server.db, null, async (tx) => {
      await store.put(content, tx);
      return store.put(content, tx);
    });
    expect(created).toEqual([sha256]);
    expect(fs.readdirSync(path.join(folder, sha256.slice(0, 2)))).toEqual([sha256]);
    expect(Buffer.concat(await piecesOf(store.stream(sha256))).equals(content)).toBe(true);
    await store.remove(sha256);
    await expect(store.read(sha256)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('an upgrade from files in DATA_DIR/files to PostgreSQL', () => {
  it('copies in, once, every file a documento names that the database lacks', async () => {
    const dir = path.join(folder, 'anterior');
    const older = createFileStore(dir);
    const [antes, otro] = [randomPng(ARCHIVO_PARTE_BYTES + 5), randomPng(50)];
    const suelto = randomPng(60);
    const perdido = sha256Of(Buffer.from('perdido'));
    await inTransaction(server.db, null, async (tx) => {
      for (const content of [antes, otro, suelto]) await older.put(content, tx);
      const nombrados = [sha256Of(antes), sha256Of(antes), sha256Of(otro), perdido];
      for (const sha256 of nombrados) {
        await tx
          .insert(documento)
          .values({ sha256, nombre: 'c.pdf', tipo: 'application/pdf', tamano: 1, modulo: '/compras' });
      }
    });

    expect(await importFolderFiles(server.db, dir)).toEqual({ importados: 2, faltantes: 1 });
    const store = createDatabaseFileStore(server.db);
    expect((await store.read(sha256Of(antes))).equals(antes)).toBe(true);
    expect(Buffer.concat(await piecesOf(store.stream(sha256Of(otro)))).equals(otro)).toBe(true);
    // Only what a documento names: a file no row names stays out.
    expect(await rowsOf(sha256Of(suelto))).toEqual({ archivos: 0, partes: 0 });
    expect(await importFolderFiles(server.db, dir)).toEqual({ importados: 0, faltantes: 1 });
  });
});

describe('the store the application picks', () => {
  it(`keeps an upload ${onPostgres ? 'in PostgreSQL' : 'out of the database, in its folder'}, and serves it whole`, async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    const foto = randomPng(ARCHIVO_PARTE_BYTES * 4 + 7);
    const form = empleadoForm({ ...VALIDO, nombre: 'Foto Grande' }, [
      { content: foto, filename: 'f.png', type: 'image/png' },
    ]);
    const res = await server.request('/api/empleado', { method: 'POST', token, body: form });
    expect(res.status).toBe(201);
    const sha256 = sha256Of(foto);
    expect(await rowsOf(sha256)).toEqual(onPostgres ? { archivos: 1, partes: 5 } : { archivos: 0, partes: 0 });

    const download = await server.request((await res.json()).foto, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(foto.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(foto)).toBe(true);
    // No audit of the bytes: the documento row is the record of the upload.
    const [audited] = await server.db
      .select({ n: count() })
      .from(bitacora)
      .where(inArray(bitacora.tabla, ['archivo', 'archivo_parte']));
    expect(audited.n).toBe(0);
  });
});
