/** The access matrix's records of the estimación routes: in each sucursal an obra with a creada estimación. */
import { estimacion } from '../../db/schema';
import { inEachSucursal, type ParamSamples, type SampleFixture } from '../../test-support/access-samples';
import { insertObra } from '../obra/test-fixtures';

export default async (fixture: SampleFixture): Promise<ParamSamples> => {
  const obras: Record<string, number> = {};
  const estimacionId = await inEachSucursal(fixture, async (sucursalId, tag) => {
    const obraId = await insertObra(fixture.app.db, sucursalId, `Estimaciones ${tag}`);
    obras[tag] = obraId;
    const [row] = await fixture.app.db
      .insert(estimacion)
      .values({
        obraId,
        sucursalId,
        folio: 1,
        status: 'creada',
        fecha: '2026-03-15',
        periodoDel: '2026-03-01',
        periodoAl: '2026-03-15',
        tipo: 'normal',
        importe: '0.00',
        amortizacion: '0.00',
        subtotal: '0.00',
        tasaIva: 16,
        iva: '0.00',
        totalRetenciones: '0.00',
        totalDeducciones: '0.00',
        neto: '0.00',
      })
      .returning({ id: estimacion.id });
    return row.id;
  });
  return {
    estimacionId,
    'estimacion.obraId': { scoped: true, mine: () => obras.matriz, other: () => obras.otra },
  };
};
