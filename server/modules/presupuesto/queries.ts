/**
 * The named data queries of the presupuesto (server/modules/data): an obra's conceptos de obra in
 * the presupuesto's order, each with its partida; and its cost by partida, as the obra's summary
 * shows it.
 */
import { asc, eq } from 'drizzle-orm';
import { SIN_PARTIDA } from '../../../schemas/costo-partida';
import { moneyToJson } from '../../../schemas/money';
import { countRows } from '../../db/count';
import { toPage } from '../../db/paging';
import { defineQuery } from '../data/named-query';
import { costosPorPartida } from './costos';
import { arbolPresupuesto, obraDelPresupuesto } from './service';
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

export const costoPorPartida = defineQuery({
  name: 'costoPorPartida',
  description:
    'El costo por partida de una obra: importe vigente, ejercido, comprometido, margen, margen % y avance fisico de cada partida en el orden del presupuesto, y al final lo que no nombra partida',
  params: { obraId: { type: 'integer', required: true } },
  // Who sees the obra's summary, where these figures are shown.
  menu: ['/obras'],
  run: async (db, caller, params) => {
    const { id } = await obraDelPresupuesto(db, caller, params.obraId as number);
    const arbol = await arbolPresupuesto(db, id);
    const costos = await costosPorPartida(db, id, arbol.partidas, arbol.sinPartida);
    return [
      ...costos.partidas,
      { id: null, padreId: null, nivel: 1, clave: null, descripcion: SIN_PARTIDA, ...costos.sinPartida },
    ];
  },
});
