/** The contabilidad module: the payables ledger's routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { contabilidadModule } from './routes';

export default defineModule({ routes: contabilidadModule });
