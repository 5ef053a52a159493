/** The factura module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { facturaModule } from './routes';

export default defineModule({ routes: facturaModule });
