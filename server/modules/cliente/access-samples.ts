/** The cliente module's samples for the access matrix: a cliente in each sucursal. */
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertCliente } from './test-fixtures';

export default async (fixture: SampleFixture): Promise<ParamSamples> => ({
  idCliente: await inEachSucursal(fixture, (sucursalId, tag) => insertCliente(fixture.app.db, sucursalId, tag)),
});
