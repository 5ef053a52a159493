/** The notaCredito module: its routes (access samples: ./access-samples.ts, test-only). */
import { defineModule } from '../define-module';
import { notaCreditoModule } from './routes';

export default defineModule({ routes: notaCreditoModule });
