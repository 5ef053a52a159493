/** The ordenCompra module: its routes and named queries (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { ordenesAutorizadas } from './queries';
import { ordenCompraModule } from './routes';

export default defineModule({ routes: ordenCompraModule, queries: [ordenesAutorizadas] });
