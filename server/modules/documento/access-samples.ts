/** The documento module's samples for the access matrix: a stored documento in each sucursal. */
import { documento } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';

export default async (fixture: SampleFixture): Promise<ParamSamples> => ({
  'documento.id': await inEachSucursal(fixture, async (sucursalId, tag) => {
    const [row] = await fixture.app.db
      .insert(documento)
      .values({
        sha256: 'f'.repeat(64),
        nombre: `comprobante-${tag}.pdf`,
        tipo: 'application/pdf',
        tamano: 10,
        modulo: '/empleados',
        sucursalId,
      })
      .returning({ id: documento.id });
    return row.id;
  }),
});
