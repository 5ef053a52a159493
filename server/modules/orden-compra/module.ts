/** The ordenCompra module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { ordenCompraModule } from './routes';

export default defineModule({ routes: ordenCompraModule });
