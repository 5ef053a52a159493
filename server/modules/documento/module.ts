/** The documento module: its download route. */
import { defineModule } from '../define-module';
import { documentoModule } from './routes';

export default defineModule({ routes: documentoModule });
