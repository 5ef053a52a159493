/** The estimacion module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { estimacionModule } from './routes';

export default defineModule({ routes: estimacionModule });
