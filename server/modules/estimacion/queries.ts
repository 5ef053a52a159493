/**
 * The named data query of the estimaciones (server/modules/data): an obra's estimaciones in folio
 * order with their periodo and carátula, as the contract's account reads them.
 */
import { asc } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { estimacion } from '../../db/schema';
import { defineQuery } from '../data/named-query';
import { pageOfObraQuery } from '../data/obra-page';

export const estimacionesObra = defineQuery({
  name: 'estimacionesObra',
  description:
    'Las estimaciones de una obra en orden de folio: periodo, tipo, status y su caratula (importe, amortizacion, subtotal, IVA, retenciones, deducciones, alcance liquido)',
  params: { obraId: { type: 'integer', required: true } },
  menu: ['/estimacion'],
  page: (db, caller, params, paging) =>
    // estimacion_folio_key (obra, folio) holds the order.
    pageOfObraQuery(db, caller, params.obraId, paging, { table: estimacion }, async (where) => {
      const rows = await db
        .select({
          id: estimacion.id,
          folio: estimacion.folio,
          fecha: estimacion.fecha,
          periodoDel: estimacion.periodoDel,
          periodoAl: estimacion.periodoAl,
          tipo: estimacion.tipo,
          status: estimacion.status,
          importe: estimacion.importe,
          amortizacion: estimacion.amortizacion,
          subtotal: estimacion.subtotal,
          iva: estimacion.iva,
          totalRetenciones: estimacion.totalRetenciones,
          totalDeducciones: estimacion.totalDeducciones,
          neto: estimacion.neto,
          facturaId: estimacion.facturaId,
        })
        .from(estimacion)
        .where(where)
        .orderBy(asc(estimacion.folio))
        .limit(paging.pageSize)
        .offset(paging.offset);
      return rows.map(({ importe, amortizacion, subtotal, iva, totalRetenciones, totalDeducciones, neto, ...row }) => ({
        ...row,
        importe: moneyToJson(importe),
        amortizacion: moneyToJson(amortizacion),
        subtotal: moneyToJson(subtotal),
        iva: moneyToJson(iva),
        totalRetenciones: moneyToJson(totalRetenciones),
        totalDeducciones: moneyToJson(totalDeducciones),
        neto: moneyToJson(neto),
      }));
    }),
});
