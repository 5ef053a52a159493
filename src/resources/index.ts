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
import { catalogos } from './catalogos';
import { ordenesCompra } from './ordenes';
import { compras } from './compras';
import { notasCredito } from './notas';
import { almacenes, reportes } from '../pages/placeholders';
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
  catalogos,
  ordenesCompra,
  compras,
  notasCredito,
  almacenes,
  reportes,
];

export type { ResourceModule } from './types';
