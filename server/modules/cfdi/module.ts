/** The cfdi module: a CFDI read before its document exists (./routes.ts). */
import { defineModule } from '../define-module';
import { cfdiModule } from './routes';

export default defineModule({ routes: cfdiModule });
