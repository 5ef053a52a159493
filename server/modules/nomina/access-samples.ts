/** The access matrix's records of the nomina routes: in each sucursal an obra with a nómina. */
import { nomina } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertObraDe } from '../orden-compra/test-fixtures';

export default async function accessSamples(fixture: SampleFixture): Promise<ParamSamples> {
  const { db } = fixture.app;
  const sample = await inEachSucursal(fixture, async (sucursalId, tag) => {
    const obraId = await insertObraDe(db, sucursalId, `nomina-${tag}`);
    const [{ id }] = await db
      .insert(nomina)
      .values({ folio: 1, semana: 1, total: '0.00', status: 'creado', obraId, sucursalId })
      .returning({ id: nomina.id });
    return id;
  });
  return { idNomina: sample };
}
