/** The ingresos module: its route (no path parameters, so no access samples). */
import { defineModule } from '../define-module';
import { ingresoModule } from './routes';

export default defineModule({ routes: ingresoModule });
