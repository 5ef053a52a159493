/**
 * Content-addressed file storage under DATA_DIR/files (docs/architecture.md): a file lives at
 * `ab/<sha256>` where `ab` is the hash's first two characters, so identical uploads share one file
 * and a stored file never changes. Rows of the `documento` table point at files by hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface FileStore {
  /** Writes the content once; answers its SHA-256 (hex). */
  put(content: Buffer): Promise<string>;
  read(sha256: string): Promise<Buffer>;
  stream(sha256: string): fs.ReadStream;
  /** Deletes a file; the caller made sure no documento row names it. */
  remove(sha256: string): Promise<void>;
  /** The same store, noting in `created` every file its `put` wrote that did not exist yet. */
  tracking(created: string[]): FileStore;
}

const SHA256 = /^[0-9a-f]{64}$/;

export function createFileStore(dir: string, created?: string[]): FileStore {
  const pathOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`Hash de archivo invalido: ${sha256}`);
    return path.join(dir, sha256.slice(0, 2), sha256);
  };

  return {
    async put(content) {
      const sha256 = crypto.createHash('sha256').update(content).digest('hex');
      const target = pathOf(sha256);
      if (fs.existsSync(target)) return sha256;
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and concurrent writers of
      // the same content both end with the same complete file.
      const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temp, content);
      await fs.promises.rename(temp, target);
      created?.push(sha256);
      return sha256;
    },
    read: (sha256) => fs.promises.readFile(pathOf(sha256)),
    stream: (sha256) => fs.createReadStream(pathOf(sha256)),
    remove: (sha256) => fs.promises.rm(pathOf(sha256), { force: true }),
    tracking: (list) => createFileStore(dir, list),
  };
}
