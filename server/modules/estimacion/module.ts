/** The estimacion module: its routes and named query (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { estimacionesObra } from './queries';
import { estimacionModule } from './routes';

export default defineModule({ routes: estimacionModule, queries: [estimacionesObra] });
