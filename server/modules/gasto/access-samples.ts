/** The access matrix's records of the gasto routes: in each sucursal an obra with a gasto. */
import { gasto } from '../../db/schema';
import type { ParamSample, ParamSamples, SampleFixture } from '../../test-support/access-samples';
import { insertObraDe, insertProveedor } from '../orden-compra/test-fixtures';

export default async function accessSamples({ app, sucursales }: SampleFixture): Promise<ParamSamples> {
  const proveedorId = await insertProveedor(app, 'Proveedor de gastos');
  const insert = async (sucursalId: number, tag: string) => {
    const obraId = await insertObraDe(app.db, sucursalId, `gasto-${tag}`);
    const [{ gastoId }] = await app.db
      .insert(gasto)
      .values({
        folio: 1,
        fecha: '2026-02-05',
        formaPago: 'Efectivo',
        total: '100.00',
        proveedorId,
        status: 'creado',
        obraId,
        sucursalId,
      })
      .returning({ gastoId: gasto.id });
    return { gastoId };
  };
  const mine = await insert(sucursales.matriz, 'matriz');
  const other = await insert(sucursales.otra, 'otra');
  const sample = (key: keyof typeof mine): ParamSample => ({
    scoped: true,
    mine: () => mine[key],
    other: () => other[key],
  });
  return { gastoId: sample('gastoId') };
}
