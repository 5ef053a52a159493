/**
 * Test databases without migrating per file: once per run (./global-setup.ts) one database is
 * migrated and seeded per seed mode, each mode on top of the one before; every test file then
 * gets its own copy. PostgreSQL copies a template database (CREATE DATABASE … TEMPLATE); PGlite
 * loads the data folder dumped after seeding. A copy takes well under a second, a migration
 * several.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/client';
import { usuario } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { ADMIN_PASSWORD, cheapHash } from './users';

export type SeedMode = 'none' | 'demo';
/** In seeding order: demo data goes on top of what every mode seeds. */
const SEED_MODES: readonly SeedMode[] = ['none', 'demo'];

export interface DbTemplates {
  /** TEST_DATABASE_URL of the run; without it, PGlite. */
  postgresUrl?: string;
  /** Names every database of the run, so teardown also drops those of a file that crashed. */
  prefix: string;
  /** Per seed mode: the template database (PostgreSQL) or the dumped data folder (PGlite). */
  bySeed: Record<SeedMode, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** One statement on its own connection (roles and databases: statements no transaction may hold). */
export async function adminQuery(
  baseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export function urlOf(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Names are generated from hex, so they are safe to splice into the statement. */
export const createDatabase = (baseUrl: string, name: string, template?: string) =>
  adminQuery(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
export const dropDatabase = (baseUrl: string, name: string) =>
  adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * Seeds, then gives the seeded users an argon2id hash of the same password at the lowest cost, so
 * logging in verifies in a millisecond instead of a fifth of a second. Done with triggers off:
 * the bitácora of the template holds only what seeding wrote.
 */
async function seedStage(db: Db, mode: SeedMode): Promise<void> {
  await seedDatabase(db, { mode, adminPassword: ADMIN_PASSWORD });
  const passwordHash = await cheapHash(ADMIN_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx
      .update(usuario)
      .set({ passwordHash })
      .where(sql`${usuario.passwordHash} IS NOT NULL`);
  });
}

async function buildPglite(prefix: string): Promise<DbTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const database = await openDatabase({});
  const bySeed = {} as Record<SeedMode, string>;
  try {
    for (const mode of SEED_MODES) {
      await seedStage(database.db, mode);
      bySeed[mode] = path.join(dir, `${mode}.tar.gz`);
      const dump = await database.dump!();
      fs.writeFileSync(bySeed[mode], Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  return { prefix, bySeed };
}

async function buildPostgres(postgresUrl: string, prefix: string): Promise<DbTemplates> {
  const bySeed = {} as Record<SeedMode, string>;
  let previous: string | undefined;
  for (const mode of SEED_MODES) {
    bySeed[mode] = `${prefix}_plantilla_${mode}`;
    await createDatabase(postgresUrl, bySeed[mode], previous);
    const database = await openDatabase({ databaseUrl: urlOf(postgresUrl, bySeed[mode]) });
    try {
      await seedStage(database.db, mode);
    } finally {
      await database.close();
    }
    previous = bySeed[mode];
  }
  return { postgresUrl, prefix, bySeed };
}

export function buildTemplates(postgresUrl: string | undefined): Promise<DbTemplates> {
  const prefix = `obras_test_${crypto.randomBytes(4).toString('hex')}`;
  return postgresUrl ? buildPostgres(postgresUrl, prefix) : buildPglite(prefix);
}

/** A private copy of the template for one test file; closing it drops the copy. */
export async function openCopy(templates: DbTemplates, seed: SeedMode): Promise<Database> {
  const { postgresUrl, prefix, bySeed } = templates;
  if (!postgresUrl) return openDatabase({ pgliteData: new Blob([fs.readFileSync(bySeed[seed])]) });
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await createDatabase(postgresUrl, name, bySeed[seed]);
  const database = await openDatabase({ databaseUrl: urlOf(postgresUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(postgresUrl, name);
    },
  };
}

export async function removeTemplates({ postgresUrl, prefix, bySeed }: DbTemplates): Promise<void> {
  if (!postgresUrl) {
    fs.rmSync(path.dirname(bySeed.none), { recursive: true, force: true });
    return;
  }
  const left = await adminQuery(postgresUrl, 'SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
    prefix,
  ]);
  for (const { datname } of left) await dropDatabase(postgresUrl, String(datname));
}
