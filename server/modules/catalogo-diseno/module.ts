/** The catalog designer's module (/configura/catalogos): its routes. */
import { defineModule } from '../define-module';
import { catalogoDisenoModule } from './routes';

export default defineModule({ routes: catalogoDisenoModule });
