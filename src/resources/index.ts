/** Every resource the shell mounts (routes `/{name}`, `/{name}/nuevo`, `/{name}/:id/editar`). */
import { clientes } from './clientes';
import type { ResourceModule } from './types';

export const resources: ResourceModule[] = [clientes];

export type { ResourceModule } from './types';
