/**
 * `npm run bench:startup`: time from spawning `server/main.ts` to the first answer of
 * /unauth/ping, on PGlite with demo data: a first start (new DATA_DIR: migrations, seed, demo
 * data) and a restart on the same folder. Prints both in seconds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3917);

async function timeToReady(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'clave-del-bench-123',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server/main.ts termino con codigo ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/unauth/ping`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-startup-'));
try {
  const first = await timeToReady(dataDir);
  const restart = await timeToReady(dataDir);
  process.stdout.write(`first start with demo data: ${first.toFixed(2)} s\nrestart: ${restart.toFixed(2)} s\n`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
