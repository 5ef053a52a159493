/** Every resource the shell mounts (routes `/{name}`, `/{name}/nuevo`, `/{name}/:id/editar`). */
import { clientes } from './clientes';
import { usuarios } from './usuarios';
import { permisos } from './permisos';
import { menu } from './menu';
import { videos } from '../pages/VideosResource';
import { proveedores } from './proveedores';
import { conceptos } from './conceptos';
import { empleados } from './empleados';
import { obras, resumen } from './obras';
import { sucursales } from './sucursales';
import type { ResourceModule } from './types';

export const resources: ResourceModule[] = [
  clientes,
  usuarios,
  permisos,
  menu,
  videos,
  proveedores,
  conceptos,
  empleados,
  obras,
  resumen,
  sucursales,
];

export type { ResourceModule } from './types';
