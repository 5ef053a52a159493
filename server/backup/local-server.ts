/**
 * The running instance that owns a PGlite DATA_DIR, as it announced itself in DATA_DIR/servidor.json
 * (server/main.ts): the backup command asks it for the backup, the restore refuses to run under it.
 */
import fs from 'node:fs';
import path from 'node:path';

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
