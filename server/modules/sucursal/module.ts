/** The sucursal module: its routes. */
import { defineModule } from '../define-module';
import { sucursalModule } from './routes';

export default defineModule({ routes: sucursalModule });
