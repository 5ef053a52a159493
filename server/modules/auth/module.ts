/** The auth module: the public routes; the hasher's wildcard takes any text. */
import { defineModule, sharedSample } from '../define-module';
import { authModule } from '.';

export default defineModule({
  routes: authModule,
  accessSamples: async () => ({ '*': sharedSample('clave-de-prueba') }),
});
