/**
 * The entry of a worker thread that runs a TypeScript module (./pool.ts): tsx is registered in the
 * thread, as `npm start`, `npm run dev` and the tests register it in the main one, so the module
 * named by `workerData.module` (a file URL) loads as it would there.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
