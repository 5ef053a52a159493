/** The sucursal module: its routes, which the access matrix calls on its second sucursal. */
import { defineModule, sharedSample } from '../define-module';
import { sucursalModule } from './routes';

export default defineModule({
  routes: sucursalModule,
  accessSamples: async ({ sucursales }) => ({ idSucursal: sharedSample(sucursales.otra) }),
});
