/**
 * Test-only: a PostgreSQL server of the test's own (initdb into a temporary folder, pg_ctl on a free
 * port, trust authentication), for a proof that restarts and stops its database while other test
 * files use the run's shared one. Run as the `postgres` OS user when this process is root (initdb
 * refuses root). `remove()` stops it and deletes its folder.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './child-server';

const run = promisify(execFile);
const BIN_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined when there is none. */
export function postgresBin(): string | undefined {
  if (!fs.existsSync(BIN_ROOT)) return undefined;
  const versions = fs
    .readdirSync(BIN_ROOT)
    .filter((v) => fs.existsSync(path.join(BIN_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(BIN_ROOT, versions[0], 'bin');
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended (57P01), as a service stop does. */
  stop(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  remove(): Promise<void>;
}

export async function createPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', root]);
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', path.join(root, 'log'), '-w', ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => void (await ctl('start', '-o', options)),
    stop: async () => void (await ctl('stop', '-m', 'fast')),
    restart: async () => void (await ctl('restart', '-m', 'fast', '-o', options)),
    async remove() {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
