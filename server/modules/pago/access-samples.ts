/** The access matrix's records of the pago routes: in each sucursal an obra with a pago. */
import { pago } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertObraDe, insertProveedor } from '../orden-compra/test-fixtures';

export default async function accessSamples(fixture: SampleFixture): Promise<ParamSamples> {
  const { app } = fixture;
  const proveedorId = await insertProveedor(app, 'Proveedor de pagos');
  const pagoId = await inEachSucursal(fixture, async (sucursalId, tag) => {
    const obraId = await insertObraDe(app.db, sucursalId, `pago-${tag}`);
    const [row] = await app.db
      .insert(pago)
      .values({
        folio: 1,
        fecha: '2026-03-20',
        formaPago: 'Transferencia',
        proveedorId,
        total: '100.00',
        status: 'pagado',
        obraId,
        sucursalId,
      })
      .returning({ id: pago.id });
    return row.id;
  });
  return { pagoId };
}
