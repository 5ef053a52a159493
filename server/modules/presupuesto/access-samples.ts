/**
 * The access matrix's records of the presupuesto routes: in each sucursal an obra with one concepto
 * de obra, and one with a partida.
 */
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertObra } from '../obra/test-fixtures';
import { conceptoObra, presupuestoPartida } from './table';

export default async (fixture: SampleFixture): Promise<ParamSamples> => ({
  // The concepto catalog's routes name their id idConcepto too.
  'presupuesto.idConcepto': await inEachSucursal(fixture, async (sucursalId, tag) => {
    const obraId = await insertObra(fixture.app.db, sucursalId, `Presupuesto ${tag}`);
    const [row] = await fixture.app.db
      .insert(conceptoObra)
      .values({
        obraId,
        orden: 0,
        clave: 'PRE-01',
        descripcion: 'Trazo y nivelacion',
        unidad: 'm2',
        cantidad: '10.0000',
        precioUnitario: '12.50',
        importe: '125.00',
      })
      .returning({ id: conceptoObra.id });
    return row.id;
  }),
  idPartida: await inEachSucursal(fixture, async (sucursalId, tag) => {
    const obraId = await insertObra(fixture.app.db, sucursalId, `Partidas ${tag}`);
    const [row] = await fixture.app.db
      .insert(presupuestoPartida)
      .values({ obraId, orden: 0, nivel: 1, clave: '01', descripcion: 'PRELIMINARES' })
      .returning({ id: presupuestoPartida.id });
    return row.id;
  }),
});
