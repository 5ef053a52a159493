/**
 * The named data queries of the presupuesto (server/modules/data): an obra's conceptos de obra in
 * the presupuesto's order, each with its partida.
 */
import { asc, eq } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { countRows } from '../../db/count';
import { toPage } from '../../db/paging';
import { defineQuery } from '../data/named-query';
import { obraDelPresupuesto } from './service';
import { columnasConcepto, conceptoObra, presupuestoPartida } from './table';

export const presupuestoObra = defineQuery({
  name: 'presupuestoObra',
  description:
    'Los conceptos del presupuesto de una obra en su orden, con su partida, unidad, cantidad, P.U. e importe',
  params: { obraId: { type: 'integer', required: true } },
  menu: ['/presupuesto'],
  page: async (db, caller, params, paging) => {
    const obraId = params.obraId;
    await obraDelPresupuesto(db, caller, obraId);
    const where = eq(conceptoObra.obraId, obraId);
    // concepto_obra_orden_key (obra, orden) holds the order.
    const [rows, total] = await Promise.all([
      db
        .select({
          id: conceptoObra.id,
          ...columnasConcepto,
          partidaClave: presupuestoPartida.clave,
          partidaDescripcion: presupuestoPartida.descripcion,
        })
        .from(conceptoObra)
        .leftJoin(presupuestoPartida, eq(presupuestoPartida.id, conceptoObra.partidaId))
        .where(where)
        .orderBy(asc(conceptoObra.orden))
        .limit(paging.pageSize)
        .offset(paging.offset),
      countRows(db, conceptoObra, where),
    ]);
    const content = rows.map(({ partidaClave, partidaDescripcion, cantidad, precioUnitario, importe, ...row }) => ({
      ...row,
      partida: partidaClave === null ? null : { clave: partidaClave, descripcion: partidaDescripcion },
      cantidad: Number(cantidad),
      precioUnitario: moneyToJson(precioUnitario),
      importe: moneyToJson(importe),
    }));
    return toPage(content, total, paging);
  },
});
