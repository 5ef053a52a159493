/** The ajuste-presupuesto module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { ajustePresupuestoModule } from './routes';

export default defineModule({ routes: ajustePresupuestoModule });
