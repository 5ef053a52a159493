/** The gasto module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { gastoModule } from './routes';

export default defineModule({ routes: gastoModule });
