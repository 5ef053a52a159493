/** Entry point of `npm start`: open the database, migrate, seed on first start, listen. */
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { resolveJwtSecret } from './auth/secret';
import { buildApp } from './app';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
const app = await buildApp({
  db: database.db,
  accessChanges: database.accessChanges,
  jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  webDir: config.webDir,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  filesDir: path.join(config.dataDir, 'files'),
});
await seedDatabase(database.db, {
  mode: config.seed,
  adminPassword: config.adminPassword,
  dataDir: config.dataDir,
  log: app.log,
  catalogos: app.catalogos,
  files: app.files,
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
