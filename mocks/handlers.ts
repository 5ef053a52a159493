/** Default MSW handlers: the API as the demo data answers it. Shared by tests and Storybook. */
import type { RequestHandler } from 'msw';
import { clienteHandlers } from './api/clientes';
import { obraHandlers } from './api/obras';
import { sessionHandlers } from './api/session';
import { sucursalHandlers } from './api/sucursales';
import { usuarioHandlers } from './api/usuarios';
import { permisoHandlers } from './api/permisos';
import { menuItemHandlers } from './api/menuItems';
import { bitacoraHandlers } from './api/bitacora';
import { catalogHandlers } from './catalogHandlers';

// Permisos before usuarios: `/api/usuario/:idUsuario` would also match `permisos-page` and `permiso`.
export const handlers: RequestHandler[] = [
  ...sessionHandlers,
  ...clienteHandlers,
  ...obraHandlers,
  ...sucursalHandlers,
  ...permisoHandlers,
  ...usuarioHandlers,
  ...menuItemHandlers,
  ...bitacoraHandlers,
  ...catalogHandlers,
];
