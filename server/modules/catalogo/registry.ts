/**
 * Admin-defined catalogs (docs/architecture.md): every `<name>.schema.json` of the catalog folder, read
 * once at start. A file that is not a usable schema is logged and skipped; it never stops the
 * server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntitySchema, ResourceHints } from '../../../schemas';
import { catalogSchema } from './catalog-schema';

export interface Catalogo {
  /** The file name without `.schema.json`; it names the API path and the menu link. */
  name: string;
  schema: EntitySchema & { 'x-resource': ResourceHints };
}

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
  const name = file.slice(0, -SUFFIX.length);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    throw new Error(`no es JSON valido: ${(error as Error).message}`);
  }
  return { name, schema: catalogSchema(name, raw) as Catalogo['schema'] };
}

/** The usable catalogs of `dir`, by file name; a missing folder means no catalogs. */
export function loadCatalogos(dir: string, log: Log): Catalogo[] {
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
      log.error(`Catalogo ${file} ignorado: ${(error as Error).message}`);
    }
  }
  log.info(`Catalogos cargados: ${catalogos.map((c) => c.name).join(', ') || 'ninguno'}`);
  return catalogos;
}
