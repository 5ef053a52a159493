/** The usuario module: its routes. */
import { defineModule } from '../define-module';
import { usuarioModule } from './routes';

export default defineModule({ routes: usuarioModule });
