/** Every API group of SPEC.md §7, one module folder each. */
import type { FastifyPluginAsync } from 'fastify';
import { authModule } from './auth';
import { usuarioModule } from './usuario';
import { menuItemModule } from './menu-item';
import { bitacoraModule } from './bitacora';
import { clienteModule } from './cliente/routes';
import { obraModule } from './obra/routes';
import { proveedorModule } from './proveedor/routes';
import { conceptoModule } from './concepto/routes';
import { sucursalModule } from './sucursal/routes';
import { empleadoModule } from './empleado/routes';
import { documentoModule } from './documento/routes';
import { catalogoModule } from './catalogo/routes';

export const modules: FastifyPluginAsync[] = [
  authModule,
  usuarioModule,
  menuItemModule,
  bitacoraModule,
  clienteModule,
  obraModule,
  proveedorModule,
  conceptoModule,
  sucursalModule,
  empleadoModule,
  documentoModule,
  catalogoModule,
];
