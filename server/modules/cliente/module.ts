/** The cliente module: its routes. */
import { defineModule } from '../define-module';
import { clienteModule } from './routes';

export default defineModule({ routes: clienteModule });
