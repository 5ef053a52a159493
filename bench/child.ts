/** Starting and stopping bench/server.ts, and signing in to it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BenchObra } from './obras';
import type { BenchPresupuesto } from './presupuesto';

export const ADMIN_PASSWORD = 'clave-del-bench-123';
const here = path.dirname(fileURLToPath(import.meta.url));

export interface Ready {
  full: string;
  bare: string;
  /** The obra the obra cases read; null without obra documents. */
  obra: BenchObra | null;
  /** The presupuesto the presupuesto cases read and import into; null unless loaded. */
  presupuesto: BenchPresupuesto | null;
  password: string;
  readyMs: number;
}

export function start(dbEnv: Record<string, string>, rows: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
    env: { ...process.env, ...dbEnv, BENCH_ROWS: String(rows), BENCH_ADMIN_PASSWORD: ADMIN_PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    readline
      .createInterface({ input: child.stdout! })
      .once('line', (line) => resolve({ child, ready: JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`bench/server.ts termino con codigo ${code}`)));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function token(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/unauth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login de ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
