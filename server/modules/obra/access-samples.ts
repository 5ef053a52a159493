/** The obra module's samples for the access matrix: an obra (with its cliente) in each sucursal. */
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertObra } from './test-fixtures';

export default async (fixture: SampleFixture): Promise<ParamSamples> => ({
  idObra: await inEachSucursal(fixture, (sucursalId, tag) => insertObra(fixture.app.db, sucursalId, `Obra ${tag}`)),
});
