/** The proveedor module's samples for the access matrix: one proveedor, shared by every sucursal. */
import { proveedor } from '../../db/schema';
import { type ParamSamples, type SampleFixture, sharedSample } from '../../test-support/access-samples';

export default async ({ app }: SampleFixture): Promise<ParamSamples> => {
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
};
