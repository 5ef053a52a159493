/** The respaldo module: the local backup of a running PGlite instance (./routes.ts). */
import { defineModule } from '../define-module';
import { respaldoModule } from './routes';

export default defineModule({ routes: respaldoModule });
