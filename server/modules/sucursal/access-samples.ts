/** The sucursal module's samples for the access matrix: its routes are called on the second sucursal. */
import { type ParamSamples, type SampleFixture, sharedSample } from '../../test-support/access-samples';

export default async ({ sucursales }: SampleFixture): Promise<ParamSamples> => ({
  idSucursal: sharedSample(sucursales.otra),
});
