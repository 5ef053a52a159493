/** The presupuesto module: its routes. */
import { defineModule } from '../define-module';
import { presupuestoModule } from './routes';

export default defineModule({ routes: presupuestoModule });
