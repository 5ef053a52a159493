/**
 * The running instance that owns a PGlite DATA_DIR, as it announced itself in DATA_DIR/servidor.json
 * (server/main.ts): the backup command asks it for the backup, the restore refuses to run under it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CLAVE_HEADER } from '../modules/respaldo/routes';

export interface LocalServer {
  pid: number;
  port: number;
  clave: string;
}

/** The live instance of `dataDir`; undefined when none runs (a marker left by a crash is ignored). */
export function localServer(dataDir: string): LocalServer | undefined {
  const marker = path.join(dataDir, 'servidor.json');
  if (!fs.existsSync(marker)) return undefined;
  try {
    const server = JSON.parse(fs.readFileSync(marker, 'utf8')) as LocalServer;
    process.kill(server.pid, 0);
    return server;
  } catch {
    return undefined;
  }
}

/**
 * The backup of the running instance `server` (GET /unauth/respaldo with its key), streamed into
 * `out`. A refusal is thrown with the server's own Spanish message (507: its disk is full; 503:
 * the database does not answer).
 */
export async function fetchBackup(server: Pick<LocalServer, 'port' | 'clave'>, out: Writable): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${server.port}/unauth/respaldo`, {
    headers: { [CLAVE_HEADER]: server.clave },
  });
  if (!res.ok || !res.body) {
    const text = await res.text();
    let message = `el servidor respondio ${res.status}: ${text}`;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // Not the API's JSON: the status and the text say it.
    }
    throw new Error(message);
  }
  await pipeline(Readable.fromWeb(res.body as never), out);
}
