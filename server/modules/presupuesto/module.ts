/** The presupuesto module: its routes and named queries (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { costoPorPartida, presupuestoObra } from './queries';
import { presupuestoModule } from './routes';

export default defineModule({ routes: presupuestoModule, queries: [presupuestoObra, costoPorPartida] });
