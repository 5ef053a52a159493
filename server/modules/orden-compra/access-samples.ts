/** The access matrix's records of the ordenCompra routes: an obra with an order in each sucursal. */
import { proveedor } from '../../db/schema';
import type { ParamSample, ParamSamples, SampleFixture } from '../../test-support/access-samples';
import { insertOrden } from './test-fixtures';

export default async function accessSamples({ app, sucursales }: SampleFixture): Promise<ParamSamples> {
  const [{ id: proveedorId }] = await app.db
    .insert(proveedor)
    .values({
      nombre: 'Proveedor de ordenes',
      direccion: 'Hermosillo',
      rfc: 'XAXX010101000',
      telefono: '662',
      correo: 'p@o.mx',
    })
    .returning({ id: proveedor.id });
  const mine = await insertOrden(app.db, sucursales.matriz, proveedorId, 'matriz');
  const other = await insertOrden(app.db, sucursales.otra, proveedorId, 'otra');
  const sample = (key: 'obraId' | 'ordenId'): ParamSample => ({
    scoped: true,
    mine: () => mine[key],
    other: () => other[key],
  });
  return { ordenCompraId: sample('ordenId'), 'ordenCompra.obraId': sample('obraId') };
}
