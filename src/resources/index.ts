/**
 * Every resource the shell mounts (routes `/{name}`, `/{name}/nuevo`, `/{name}/:id/editar`): the
 * default export of each folder's `index.ts` — one module or several — found instead of listed
 * (Vite's `import.meta.glob`, the same in the SPA, Vitest and Storybook). Folders load eagerly, so
 * an index holds only the module and leaves its screens lazy; code shared by several resources
 * lives in `src/shared/`. The order (by folder) matters to nothing: the menu comes from the server.
 */
import type { ResourceModule } from './types';

const folders = import.meta.glob<{ default?: ResourceModule | ResourceModule[] }>('./*/index.ts', { eager: true });

export const resources: ResourceModule[] = Object.keys(folders)
  .sort()
  .flatMap((path) => {
    const found = folders[path].default;
    if (!found) throw new Error(`src/resources/${path.slice(2)} debe exportar por defecto su recurso`);
    return found;
  });

export type { ResourceModule } from './types';
