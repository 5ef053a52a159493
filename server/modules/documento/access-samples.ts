/**
 * The documento module's samples for the access matrix: a stored documento in each sucursal, and an
 * anexo's id, which any document's anexo routes take (the document's own id is what is scoped).
 */
import { documento } from '../../db/schema';
import { inEachSucursal, sharedSample, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';

export default async (fixture: SampleFixture): Promise<ParamSamples> => ({
  anexoId: sharedSample(1),
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
