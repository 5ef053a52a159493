/** The pago module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { pagoModule } from './routes';

export default defineModule({ routes: pagoModule });
