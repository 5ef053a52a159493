/** The contabilidad module: the payables ledger's routes and named queries (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { antiguedadProveedores } from './queries';
import { contabilidadModule } from './routes';

export default defineModule({ routes: contabilidadModule, queries: [antiguedadProveedores] });
