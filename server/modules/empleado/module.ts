/** The empleado module: its routes. */
import { defineModule } from '../define-module';
import { empleadoModule } from './routes';

export default defineModule({ routes: empleadoModule });
