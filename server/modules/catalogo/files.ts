/**
 * The catalog files of schemas/catalogos/ (schemas/catalogos/README.md): the seed of a new
 * installation, stored by the seed when the database lacks them. A file that is not a usable schema
 * is logged and skipped; it never stops the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogoOf, type Catalogo } from './registry';
import { messageOf } from '../../thrown';

interface Log {
  info(msg: string): void;
  error(msg: string): void;
}

export const DEFAULT_CATALOGOS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../schemas/catalogos',
);

const SUFFIX = '.schema.json';

function readCatalogo(dir: string, file: string): Catalogo {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    throw new Error(`no es JSON valido: ${messageOf(error)}`);
  }
  return catalogoOf(file.slice(0, -SUFFIX.length), raw);
}

/** The usable catalog files of `dir`, by file name; a missing folder means none. */
export function readCatalogFiles(dir: string, log: Log): Catalogo[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(SUFFIX))
    .sort();
  const catalogos: Catalogo[] = [];
  for (const file of files) {
    try {
      catalogos.push(readCatalogo(dir, file));
    } catch (error) {
      log.error(`Catalogo ${file} ignorado: ${messageOf(error)}`);
    }
  }
  log.info(`Archivos de catalogos: ${catalogos.map((c) => c.name).join(', ') || 'ninguno'}`);
  return catalogos;
}
