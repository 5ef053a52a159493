/**
 * Test-only: where a process test's child servers keep their data — a temporary DATA_DIR and, when
 * the run is on PostgreSQL (TEST_DATABASE_URL), a database of its own, named after the run's
 * templates so the run's teardown drops it even if the test file crashes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, urlOf } from './db-template';
import { ADMIN_PASSWORD } from './users';

export interface ChildData {
  /** The environment of the child servers: DATA_DIR, ADMIN_PASSWORD, `extra`, and DATABASE_URL once created. */
  env: Record<string, string>;
  dataDir: string;
  /** The PostgreSQL server of the run, when it is on PostgreSQL. */
  postgresUrl?: string;
  create(): Promise<void>;
  remove(): Promise<void>;
}

export function childData(name: string, extra: Record<string, string> = {}): ChildData {
  const { postgresUrl, prefix } = inject('dbTemplates');
  const database = `${prefix}_${name}_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `obras-${name}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_PASSWORD, ...extra };
  return {
    env,
    dataDir,
    postgresUrl,
    async create() {
      if (!postgresUrl) return;
      await createDatabase(postgresUrl, database);
      env.DATABASE_URL = urlOf(postgresUrl, database);
    },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (postgresUrl) await dropDatabase(postgresUrl, database);
    },
  };
}
