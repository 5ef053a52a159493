/**
 * Opens a backup file (./manifest.ts) into a temporary folder and checks all of it — that it is a
 * gzipped tar of this format and version, that every entry is one the manifest lists with its
 * checksum, that every file is named by its own content's hash — before a restore touches
 * anything. A damaged or foreign file is refused in Spanish.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { FORMATO, MANIFIESTO, VERSION_FORMATO, archivoEntry, tablaEntry, type Manifiesto } from './manifest';

/** A restore refused before it changed anything: a damaged or foreign file, a database with data. */
export class RespaldoRechazado extends Error {}

export const NO_ES_RESPALDO = 'El archivo no es un respaldo de Obras o esta danado';
export const VERSION_NO_SOPORTADA = 'El respaldo tiene un formato que esta version no conoce';

const ENTRY = /^(respaldo\.json|tablas\/[a-z0-9_]+\.ndjson|archivos\/[0-9a-f]{64})$/;

/** Every entry written to `dir` under its own name, with the SHA-256 of its bytes. */
async function extract(file: string, dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const extractor = tar.extract();
  extractor.on('entry', (header, stream, next) => {
    if (header.type !== 'file' || !ENTRY.test(header.name) || hashes.has(header.name)) {
      stream.resume();
      extractor.destroy(new RespaldoRechazado(`${NO_ES_RESPALDO}: entrada inesperada ${header.name}`));
      return;
    }
    const target = path.join(dir, header.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    const out = fs.createWriteStream(target);
    const hashing = new Writable({
      write(chunk, _encoding, done) {
        hash.update(chunk);
        if (out.write(chunk)) done();
        else out.once('drain', () => done());
      },
      final(done) {
        out.end(done);
      },
    });
    pipeline(stream, hashing)
      .then(() => {
        hashes.set(header.name, hash.digest('hex'));
        next();
      })
      .catch((error) => extractor.destroy(error));
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), extractor);
  } catch (error) {
    if (error instanceof RespaldoRechazado) throw error;
    throw new RespaldoRechazado(NO_ES_RESPALDO);
  }
  return hashes;
}

function parseManifest(dir: string): Manifiesto {
  let manifest: Manifiesto;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFIESTO), 'utf8'));
  } catch {
    throw new RespaldoRechazado(`${NO_ES_RESPALDO}: no tiene ${MANIFIESTO}`);
  }
  if (manifest?.formato !== FORMATO) throw new RespaldoRechazado(NO_ES_RESPALDO);
  if (manifest.version !== VERSION_FORMATO) throw new RespaldoRechazado(VERSION_NO_SOPORTADA);
  return manifest;
}

/** Extracts and checks `file` into `dir`; answers its manifest. */
export async function openBackup(file: string, dir: string): Promise<Manifiesto> {
  if (!fs.existsSync(file)) throw new RespaldoRechazado(`No existe el archivo ${file}`);
  const hashes = await extract(file, dir);
  const manifest = parseManifest(dir);
  const expected = new Map<string, string>([
    ...manifest.tablas.map((t) => [tablaEntry(t.nombre), t.sha256] as [string, string]),
    ...manifest.archivos.map((a) => [archivoEntry(a.sha256), a.sha256] as [string, string]),
  ]);
  for (const [entry, sha256] of expected) {
    if (hashes.get(entry) !== sha256) throw new RespaldoRechazado(`${NO_ES_RESPALDO}: ${entry} no coincide`);
  }
  for (const entry of hashes.keys()) {
    if (entry !== MANIFIESTO && !expected.has(entry)) {
      throw new RespaldoRechazado(`${NO_ES_RESPALDO}: ${entry} no esta en el manifiesto`);
    }
  }
  return manifest;
}
