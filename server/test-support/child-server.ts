/**
 * The real server as a child process (`server/main.ts`, exactly as `npm run serve` starts it), for
 * proofs that must kill it: an in-process server (./server.ts) dies with the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_WITHIN_MS = 60_000;

export interface ChildServer {
  baseUrl: string;
  process: ChildProcess;
  /** Resolves once the process has exited, with the signal that ended it (null on a clean exit). */
  exited: Promise<NodeJS.Signals | null>;
  /** The log the server wrote so far (stdout and stderr), to explain a failed start. */
  output(): string;
}

/** A port free right now; the server listens on it a moment later (PORT=0 would not tell us which). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts server/main.ts of the tree at `tree` (this checkout by default; the upgrade proof passes an
 * older commit's) with `env` on top of ours, and resolves once /unauth/ping answers 200.
 */
export async function startChildServer(env: Record<string, string>, tree = root): Promise<ChildServer> {
  const server = await spawnChildServer(env, tree);
  const { process: child } = server;
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server/main.ts termino al arrancar:\n${server.output()}`);
    const ready = await fetch(`${server.baseUrl}/unauth/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server/main.ts no respondio en ${READY_WITHIN_MS / 1000} s:\n${server.output()}`);
}

/** Starts server/main.ts as `startChildServer` does, without waiting for it to be ready. */
export async function spawnChildServer(env: Record<string, string>, tree = root): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(tree, 'server/main.ts')], {
    cwd: tree,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => (log += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return { baseUrl: `http://127.0.0.1:${port}`, process: child, exited, output: () => log };
}

/** Sends `signal` and waits for the process to be gone. */
export async function stopChildServer(server: ChildServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
  await server.exited;
}

export async function loginTo(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/unauth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login de ${username} fallo: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
