/** The menu-item module: its routes. */
import { defineModule } from '../define-module';
import { menuItemModule } from './routes';

export default defineModule({ routes: menuItemModule });
