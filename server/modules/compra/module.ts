/** The compra module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { compraModule } from './routes';

export default defineModule({ routes: compraModule });
