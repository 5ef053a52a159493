/** The designer's samples for the access matrix: its routes name a stored catalog (the shipped maquinaria). */
import { sharedSample, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';

export default async ({ app }: SampleFixture): Promise<ParamSamples> => {
  const [{ name }] = await app.catalogos.all();
  return { 'configura.nombre': sharedSample(name) };
};
