/** Every resource the shell mounts (routes `/{name}`, `/{name}/nuevo`, `/{name}/:id/editar`). */
import { clientes } from './clientes';
import { usuarios } from './usuarios';
import { permisos } from './permisos';
import { menu } from './menu';
import { videos } from '../pages/VideosResource';
import type { ResourceModule } from './types';

export const resources: ResourceModule[] = [
  clientes,
  usuarios,
  permisos,
  menu,
  videos,
];

export type { ResourceModule } from './types';
