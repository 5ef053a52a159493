/** `npm start`: the SPA built if its inputs changed (./build-if-changed.ts), then the server, in one process. */
import { ensureBuilt } from './build-if-changed';

ensureBuilt();
await import('../server/main');
