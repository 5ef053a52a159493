/** The concepto module: its routes. */
import { defineModule } from '../define-module';
import { conceptoModule } from './routes';

export default defineModule({ routes: conceptoModule });
