/** MSW for component tests (Node). Tests add per-test handlers with `server.use(...)`. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
