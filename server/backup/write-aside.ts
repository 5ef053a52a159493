/**
 * Where a backup file is written (`npm run backup`): aside, as `<archivo>.parcial` in the target's
 * own folder, and renamed once whole, so a backup that failed — a full disk, the database or the
 * server gone midway — never looks like a finished one and leaves nothing behind.
 */
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { SIN_ESPACIO, isDiskFull } from '../disk-full';
import { BASE_NO_RESPONDE, isOutage } from '../db/outage';
import { messageOf } from '../thrown';

/** Opens the file a backup is written to (a test hands in one whose disk fills). */
export type OpenFile = (file: string) => Writable;

const openFile: OpenFile = (file) => fs.createWriteStream(file, { flags: 'wx' });

/** The temporary name of `target` while it is written. */
export const partialOf = (target: string) => `${target}.parcial`;

/**
 * Runs `write` into `<target>.parcial`, then renames it `target`. On any failure the partial file is
 * closed and removed, and the error is the file's own when it had one (ENOSPC, EDQUOT: the disk
 * is full), whatever the writer then met (a stream cut short).
 */
export async function writeAside(
  target: string,
  write: (out: Writable) => Promise<unknown>,
  open: OpenFile = openFile,
): Promise<void> {
  const partial = partialOf(target);
  await fs.promises.rm(partial, { force: true });
  const out = open(partial);
  let fileError: Error | undefined;
  out.on('error', (error) => (fileError ??= error));
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
  try {
    await write(out);
    if (fileError) throw fileError;
    if (!out.writableFinished)
      await new Promise<void>((resolve, reject) => out.end(() => (fileError ? reject(fileError) : resolve())));
    await fs.promises.rename(partial, target);
  } catch (error) {
    // Closed first: a file still opening would otherwise appear after it was removed.
    if (!out.closed) {
      out.destroy();
      await closed;
    }
    await fs.promises.rm(partial, { force: true });
    throw fileError ?? error;
  }
}

/** What the backup command says of a failure, in Spanish: a full disk, the database away, or the error's own words. */
export function backupFailure(error: unknown): string {
  if (isDiskFull(error)) return SIN_ESPACIO;
  if (isOutage(error)) return BASE_NO_RESPONDE;
  return messageOf(error);
}
