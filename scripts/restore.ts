/**
 * `npm run restore ARCHIVO [--reemplazar]`: puts a backup (npm run backup) back — the database and
 * its files — into the database this configuration names (DATABASE_URL, or PGlite under DATA_DIR),
 * which may be of the other kind: that is how an office moves from PGlite to PostgreSQL. The whole
 * file is checked before anything changes; a database that has data is refused unless
 * `--reemplazar`. On PGlite the new database is built beside the old one and takes its place only
 * when complete; the old one stays as pglite.anterior-<fecha>. Stop the server first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'date-fns';
import { localServer } from '../server/backup/local-server';
import { openBackup, RespaldoRechazado } from '../server/backup/read';
import { CON_DATOS, restoreInto } from '../server/backup/restore';
import { hasData } from '../server/backup/tables';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const config = loadConfig();
const args = process.argv.slice(2);
const reemplazar = args.includes('--reemplazar');
const file = args.find((arg) => !arg.startsWith('--'));
const filesDir = path.join(config.dataDir, 'files');

async function restorePglite(manifest: Awaited<ReturnType<typeof openBackup>>, dir: string): Promise<string> {
  if (localServer(config.dataDir)) throw new RespaldoRechazado('Detenga el servidor antes de restaurar');
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (fs.existsSync(pgliteDir) && !reemplazar) {
    const current = await openDatabase({ pgliteDir, migrate: false });
    const withData = await hasData(current.db).finally(() => current.close());
    if (withData) throw new RespaldoRechazado(CON_DATOS);
  }
  const building = `${pgliteDir}.restaurando`;
  fs.rmSync(building, { recursive: true, force: true });
  await restoreInto({ pgliteDir: building, filesDir, reemplazar: false }, manifest, dir);
  if (!fs.existsSync(pgliteDir)) {
    fs.renameSync(building, pgliteDir);
    return '';
  }
  const previous = `${pgliteDir}.anterior-${format(new Date(), 'yyyy-MM-dd-HHmmss')}`;
  fs.renameSync(pgliteDir, previous);
  fs.renameSync(building, pgliteDir);
  return `; la base anterior quedo en ${previous}`;
}

if (!file) {
  console.error('Uso: npm run restore ARCHIVO [--reemplazar]');
  process.exit(2);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-restaurar-'));
try {
  const manifest = await openBackup(path.resolve(file), dir);
  const note = config.databaseUrl
    ? (await restoreInto({ databaseUrl: config.databaseUrl, filesDir, reemplazar }, manifest, dir), '')
    : await restorePglite(manifest, dir);
  const filas = manifest.tablas.reduce((sum, t) => sum + t.filas, 0);
  process.stdout.write(
    `Respaldo del ${manifest.creado} restaurado: ${manifest.tablas.length} tablas, ${filas} filas, ${manifest.archivos.length} archivos${note}\n`,
  );
} catch (error) {
  const refused = error instanceof RespaldoRechazado;
  console.error(`${refused ? 'No se restauro nada' : 'La restauracion fallo'}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
