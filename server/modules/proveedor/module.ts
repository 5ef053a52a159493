/** The proveedor module: its routes. */
import { defineModule } from '../define-module';
import { proveedorModule } from './routes';

export default defineModule({ routes: proveedorModule });
