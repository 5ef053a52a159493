/** The obra module's samples for the access matrix: an obra (with its cliente) in each sucursal. */
import { obra } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertCliente } from '../cliente/test-fixtures';

export default async (fixture: SampleFixture): Promise<ParamSamples> => {
  const { db } = fixture.app;
  const idObra = await inEachSucursal(fixture, async (sucursalId, tag) => {
    const [row] = await db
      .insert(obra)
      .values({
        nombre: `Obra ${tag}`,
        clienteId: await insertCliente(db, sucursalId, `obra-${tag}`),
        costoTotal: '1000000.00',
        inicio: '2026-01-05',
        fin: '2026-12-18',
        insumos: '500000.00',
        manoObra: '250000.00',
        indirectos: '100000.00',
        utilidad: '150000.00',
        sucursalId,
      })
      .returning({ id: obra.id });
    return row.id;
  });
  return { idObra };
};
