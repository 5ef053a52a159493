/** The concepto module's samples for the access matrix: one concepto, shared by every sucursal. */
import { concepto } from '../../db/schema';
import { type ParamSamples, type SampleFixture, sharedSample } from '../../test-support/access-samples';

export default async ({ app }: SampleFixture): Promise<ParamSamples> => {
  const [row] = await app.db.insert(concepto).values({ nombre: 'Concepto Compartido' }).returning({ id: concepto.id });
  return { idConcepto: sharedSample(row.id) };
};
