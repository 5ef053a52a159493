/** The access matrix's records of the nomina routes: in each sucursal an obra with a nómina. */
import { nomina, obra } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertCliente } from '../cliente/test-fixtures';

export default async function accessSamples(fixture: SampleFixture): Promise<ParamSamples> {
  const { db } = fixture.app;
  const sample = await inEachSucursal(fixture, async (sucursalId, tag) => {
    const [{ obraId }] = await db
      .insert(obra)
      .values({
        nombre: `Obra de nominas ${tag}`,
        clienteId: await insertCliente(db, sucursalId, `nomina-${tag}`),
        costoTotal: '1000.00',
        inicio: '2026-01-05',
        fin: '2026-12-18',
        insumos: '500.00',
        manoObra: '250.00',
        indirectos: '100.00',
        utilidad: '150.00',
        sucursalId,
      })
      .returning({ obraId: obra.id });
    const [{ id }] = await db
      .insert(nomina)
      .values({ folio: 1, semana: 1, total: '0.00', status: 'creado', obraId, sucursalId })
      .returning({ id: nomina.id });
    return id;
  });
  return { idNomina: sample };
}
