/** The data module: the routes of the named queries every other module declares. */
import { defineModule } from '../define-module';
import { dataModule } from './routes';

export default defineModule({ routes: dataModule });
