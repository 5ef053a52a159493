/**
 * The SPA built only when what goes into it changed since the build in dist/ (README "Run it"), so a
 * plain restart of `npm start` (./start.ts) starts the server at once. The inputs' digest is kept
 * beside the build, in dist/.entradas.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the SPA is built from; the server's own code is not in it. */
const INPUTS = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/precompress.ts'];
const INPUT_DIRS = ['src', 'schemas', 'public'];
const OUT_DIR = path.join(root, 'dist');
const DIGEST = path.join(OUT_DIR, '.entradas');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** One digest of every input's path and bytes, in a fixed order. */
export function inputsDigest(): string {
  const hash = createHash('sha256');
  const files = [...INPUTS.filter((file) => fs.existsSync(path.join(root, file))), ...INPUT_DIRS.flatMap(filesUnder)];
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Builds dist/ with vite unless it was built from these same inputs; exits the process if the build fails. */
export function ensureBuilt(): void {
  const digest = inputsDigest();
  const built = fs.existsSync(path.join(OUT_DIR, 'index.html')) && fs.existsSync(DIGEST);
  if (built && fs.readFileSync(DIGEST, 'utf8') === digest) {
    console.warn('La aplicacion web no cambio desde su ultima compilacion: se usa dist/');
    return;
  }
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(DIGEST, digest);
}
