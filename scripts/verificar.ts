/**
 * `npm run verificar`: do the books balance? An admin's check after a restore or an incident. Opens
 * the database the server uses (DATABASE_URL, or PGlite under DATA_DIR, as server/main.ts does —
 * PGlite only while the server is stopped, since one process owns its folder), without migrating
 * and in one read-only snapshot, runs the ledger's invariants and the obras' figures
 * (server/domain/ledger-invariants.ts) and prints every row that breaks one. Exit code 0 when the
 * books balance, 1 when a row breaks an invariant, 2 when the database cannot be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { reviewLedger } from '../server/domain/ledger-invariants';

const config = loadConfig();
const pgliteDir = path.join(config.dataDir, 'pglite');
if (!config.databaseUrl && !fs.existsSync(pgliteDir)) {
  console.error(`No hay base de datos en ${pgliteDir}: defina DATABASE_URL o DATA_DIR.`);
  process.exit(2);
}

let exitCode = 2;
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, migrate: false });
  try {
    const { breaks, cargos, pagos, obras } = await reviewLedger(database.db);
    const lines = breaks.map((row) => row.message);
    const revisados = `${cargos} cargos, ${pagos} pagos y ${obras} obras revisados`;
    lines.push(
      breaks.length === 0
        ? `Libros cuadrados: ${revisados}`
        : `Libros descuadrados: ${breaks.length} ${breaks.length === 1 ? 'problema' : 'problemas'} en ${revisados}`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
    exitCode = breaks.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`No se pudo revisar la base de datos: ${(error as Error).message}`);
}
process.exit(exitCode);
