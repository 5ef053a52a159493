/** The auth module: the public routes. */
import { defineModule } from '../define-module';
import { authModule } from '.';

export default defineModule({ routes: authModule });
