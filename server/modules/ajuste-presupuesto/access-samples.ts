/** The access matrix's records of the ajuste routes: in each sucursal an obra with a captured volumen adicional. */
import { ajustePresupuesto } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertObra } from '../obra/test-fixtures';

export default async (fixture: SampleFixture): Promise<ParamSamples> => ({
  ajusteId: await inEachSucursal(fixture, async (sucursalId, tag) => {
    const obraId = await insertObra(fixture.app.db, sucursalId, `Ajuste ${tag}`);
    const [row] = await fixture.app.db
      .insert(ajustePresupuesto)
      .values({
        obraId,
        sucursalId,
        folio: 1,
        status: 'capturado',
        fecha: '2026-03-02',
        tipo: 'extraordinario',
        clave: 'EXT-01',
        descripcion: 'Muro de contencion',
        unidad: 'm3',
        cantidad: '2.0000',
        precioUnitario: '1500.00',
        importe: '3000.00',
        justificacion: 'Solicitado por el cliente',
      })
      .returning({ id: ajustePresupuesto.id });
    return row.id;
  }),
});
