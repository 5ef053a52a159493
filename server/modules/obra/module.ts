/** The obra module: its routes. */
import { defineModule } from '../define-module';
import { obraModule } from './routes';

export default defineModule({ routes: obraModule });
