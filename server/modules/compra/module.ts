/** The compra module: its routes and named queries (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { historialCompras } from './queries';
import { compraModule } from './routes';

export default defineModule({ routes: compraModule, queries: [historialCompras] });
