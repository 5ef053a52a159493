/**
 * `npm run bench:startup`: time from `npm start`, as users run it, to the first 200 of /unauth/ping
 * (503 until the seed is done), on PGlite with demo data: a first start (new DATA_DIR: migrations,
 * seed, demo data; the SPA built only if its inputs changed since dist/) and a restart on the same
 * folder. Prints both in seconds and the server's resident memory once ready.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3917);

/** The largest resident set among the processes of group `pgid` (npm, tsx and the server): the server's. */
function serverRssMb(pgid: number): number {
  let largest = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== pgid) continue;
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      largest = Math.max(largest, Math.round(kb / 1024));
    } catch {
      // A process that ended while it was read.
    }
  }
  return largest;
}

async function start(dataDir: string): Promise<{ seconds: number; rssMb: number }> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'clave-del-bench-123',
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start termino con codigo ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/unauth/ping`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { seconds: (performance.now() - started) / 1000, rssMb: serverRssMb(child.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The server closes after npm: wait until its port is free for the next start.
    while (
      await fetch(`http://127.0.0.1:${PORT}/unauth/ping`).then(
        () => true,
        () => false,
      )
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-startup-'));
try {
  const first = await start(dataDir);
  const restart = await start(dataDir);
  process.stdout.write(
    `npm start, first start with demo data: ${first.seconds.toFixed(2)} s\n` +
      `npm start, restart: ${restart.seconds.toFixed(2)} s\n` +
      `server memory once ready (RSS): ${restart.rssMb} MB\n`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
