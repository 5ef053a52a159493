/** The nomina module: its routes and named queries (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { historialNominas } from './queries';
import { nominaModule } from './routes';

export default defineModule({ routes: nominaModule, queries: [historialNominas] });
