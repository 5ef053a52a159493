/** Default MSW handlers: the API as the demo data answers it. Shared by tests and Storybook. */
import type { RequestHandler } from 'msw';
import { clienteHandlers } from './api/clientes';
import { obraHandlers } from './api/obras';
import { sessionHandlers } from './api/session';
import { sucursalHandlers } from './api/sucursales';

export const handlers: RequestHandler[] = [...sessionHandlers, ...clienteHandlers, ...obraHandlers, ...sucursalHandlers];
