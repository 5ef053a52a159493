/** The access matrix's records of the contabilidad routes: in each sucursal an obra with a charge. */
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertObraDe, insertProveedor } from '../orden-compra/test-fixtures';
import { insertCargo } from '../pago/test-fixtures';

export default async function accessSamples(fixture: SampleFixture): Promise<ParamSamples> {
  const { app } = fixture;
  const proveedorId = await insertProveedor(app, 'Proveedor de cargos');
  const cargoId = await inEachSucursal(fixture, async (sucursalId, tag) =>
    insertCargo(app.db, {
      obraId: await insertObraDe(app.db, sucursalId, `cargo-${tag}`),
      sucursalId,
      proveedorId,
      monto: '100.00',
    }),
  );
  return { cargoId };
}
