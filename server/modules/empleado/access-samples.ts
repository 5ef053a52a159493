/** The empleado module's samples for the access matrix: an empleado in each sucursal. */
import { empleado } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';

export default async (fixture: SampleFixture): Promise<ParamSamples> => ({
  idEmpleado: await inEachSucursal(fixture, async (sucursalId, tag) => {
    const [row] = await fixture.app.db
      .insert(empleado)
      .values({
        nombre: `Empleado ${tag}`,
        direccion: 'Calle Dos 2, Hermosillo',
        nacimiento: '1990-04-12',
        telefono: '662 111 1111',
        correo: `empleado-${tag}@obras.mx`,
        nss: '12345678903',
        rfc: 'GODE561231GR8',
        curp: 'GODE561231HSRNZR05',
        alta: '2025-01-06',
        puesto: 'Residente',
        sucursalId,
      })
      .returning({ id: empleado.id });
    return row.id;
  }),
});
