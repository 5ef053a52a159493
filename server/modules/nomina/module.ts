/** The nomina module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { nominaModule } from './routes';

export default defineModule({ routes: nominaModule });
