/**
 * Content-addressed file storage (docs/architecture.md): a file is named by its SHA-256, so
 * identical uploads share one file and a stored file never changes. Rows of the `documento` table
 * point at files by hash. Two stores behind one interface, chosen by how the database was opened
 * (server/app.ts): with PGlite a folder, DATA_DIR/files, where a file lives at `ab/<sha256>` (`ab`:
 * the hash's first two characters); with PostgreSQL the database itself (./db-storage.ts), so every
 * instance sharing it sees the same files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Executor } from '../db/client';

export interface FileStore {
  /**
   * Writes the content once; answers its SHA-256 (hex). `tx` is the transaction that inserts the
   * documento row naming it: the database store writes through it, so a rollback leaves no file;
   * the folder store writes at once (a failed request's files are removed by ./upload-cleanup.ts).
   */
  put(content: Buffer, tx: Executor): Promise<string>;
  /** The whole file; rejects with an error whose `code` is 'ENOENT' when it is not stored. */
  read(sha256: string): Promise<Buffer>;
  /** The file as a stream that reads it piece by piece (a download); fails with ENOENT as `read`. */
  stream(sha256: string): Readable;
  /** Deletes a file; the caller made sure no documento row names it. */
  remove(sha256: string): Promise<void>;
  /**
   * The same store, noting in `created` every file its `put` wrote that did not exist yet and that
   * a failed request must remove itself (the folder store's; the database store's go with the rollback).
   */
  tracking(created: string[]): FileStore;
}

export const SHA256 = /^[0-9a-f]{64}$/;

/** The hash as a file name, refused unless it is one (a path built from it must stay in the store). */
export function checkedHash(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`Hash de archivo invalido: ${sha256}`);
  return sha256;
}

export const sha256Of = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

/** The store of files under `dir` (PGlite). */
export function createFileStore(dir: string, created?: string[]): FileStore {
  const pathOf = (sha256: string) => path.join(dir, sha256.slice(0, 2), checkedHash(sha256));

  return {
    async put(content) {
      const sha256 = sha256Of(content);
      const target = pathOf(sha256);
      if (fs.existsSync(target)) return sha256;
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and concurrent writers of
      // the same content both end with the same complete file.
      const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(temp, content);
        await fs.promises.rename(temp, target);
      } catch (error) {
        // A full disk leaves part of the file written: nothing of it stays.
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
      created?.push(sha256);
      return sha256;
    },
    read: (sha256) => fs.promises.readFile(pathOf(sha256)),
    stream: (sha256) => fs.createReadStream(pathOf(sha256)),
    remove: (sha256) => fs.promises.rm(pathOf(sha256), { force: true }),
    tracking: (list) => createFileStore(dir, list),
  };
}
