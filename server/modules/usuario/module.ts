/** The usuario module: its routes. */
import { defineModule } from '../define-module';
import { usuarioModule } from '.';

export default defineModule({ routes: usuarioModule });
