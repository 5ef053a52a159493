/**
 * The server's modules, found instead of listed: every folder here with a `module.ts` whose
 * default export is `defineModule({ routes })` (./define-module.ts). Loaded in folder-name order,
 * so routes register in the same order on every start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import type { NamedQuery } from './data/named-query';
import type { ServerModule } from './define-module';

const here = path.dirname(fileURLToPath(import.meta.url));

async function loadModules(): Promise<ServerModule[]> {
  const folders = fs
    .readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(here, entry.name, 'module.ts')))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      const { default: module } = (await import(`./${folder}/module.ts`)) as { default?: Partial<ServerModule> };
      const routes = module?.routes;
      if (typeof routes !== 'function') {
        throw new Error(`server/modules/${folder}/module.ts debe exportar por defecto defineModule({ routes })`);
      }
      return { ...module, routes };
    }),
  );
}

const loaded = await loadModules();

/** The route plugins, registered by the app in that order. */
export const modules: FastifyPluginAsync[] = loaded.map((module) => module.routes);

/** Every module's named data queries (server/modules/data). */
export const namedQueries: NamedQuery[] = loaded.flatMap((module) => module.queries ?? []);
const names = namedQueries.map((query) => query.name);
if (new Set(names).size !== names.length) throw new Error(`Consultas con nombre repetido: ${names.join(', ')}`);
