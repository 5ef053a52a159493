/** The gasto module: its routes and named queries (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { historialGastos } from './queries';
import { gastoModule } from './routes';

export default defineModule({ routes: gastoModule, queries: [historialGastos] });
