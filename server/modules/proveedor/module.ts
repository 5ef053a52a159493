/** The proveedor module: its routes, and one proveedor (shared by every sucursal) for the access matrix. */
import { proveedor } from '../../db/schema';
import { defineModule, sharedSample } from '../define-module';
import { proveedorModule } from './routes';

export default defineModule({
  routes: proveedorModule,
  accessSamples: async ({ app }) => {
    const [row] = await app.db
      .insert(proveedor)
      .values({
        nombre: 'Proveedor Compartido',
        direccion: 'Calle Tres 3',
        rfc: 'XAXX010101000',
        telefono: '662 222 2222',
        correo: 'p@obras.mx',
      })
      .returning({ id: proveedor.id });
    return { idProveedor: sharedSample(row.id) };
  },
});
