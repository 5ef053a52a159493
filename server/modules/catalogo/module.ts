/** The module of admin-defined catalogs: its routes. */
import { defineModule } from '../define-module';
import { catalogoModule } from './routes';

export default defineModule({ routes: catalogoModule });
