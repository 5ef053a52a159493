/**
 * The obra's numbers (docs/product.md §2 obra summary and dashboard; docs/domain.md, Obra figures):
 * budget per line against what was spent, read from the running sums of `obra_cifras`, never from
 * every document. Amounts are added as numeric in SQL and as cents here; JSON numbers only at the end.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { cifrasDelResumen, lineasDeObra } from '../../../schemas/obra';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { obra, obraCifras } from '../../db/schema';
import { ejercidoColumns, otrasCifrasColumns } from '../../domain/obra-cifras';
import { visibleTo } from '../common/sucursal';
import { avanceFisicoColumns, avanceFisicoDe, costosPorPartida } from '../presupuesto/costos';
import { arbolPresupuesto } from '../presupuesto/service';
import { avanceOn, obras } from './service';

/** The obra's cost budget, as `cifrasColumns` selects it beside its figures. */
const presupuestoDe = (row: {
  presupuestoInsumos: string;
  presupuestoManoObra: string;
  presupuestoIndirectos: string;
}) => ({
  insumos: row.presupuestoInsumos,
  manoObra: row.presupuestoManoObra,
  indirectos: row.presupuestoIndirectos,
});

/** The columns the obra's lines read (schemas/obra.ts): each line's budget, what it spent and what is committed. */
const cifrasColumns = {
  presupuestoInsumos: obra.insumos,
  presupuestoManoObra: obra.manoObra,
  presupuestoIndirectos: obra.indirectos,
  ...ejercidoColumns,
  comprometido: otrasCifrasColumns.comprometido,
};

/**
 * GET /api/obra/{idObra}/resumen: 404 for an obra the caller cannot see, as reading it. Beside the
 * three budget lines, the cost per partida of its presupuesto and its avance físico, financiero
 * (ejercido over the cost budget) and en tiempo.
 */
export async function resumenObra(db: Executor, caller: Caller, idObra: unknown, today = businessToday()) {
  const found = await obras.get(db, caller, idObra);
  const [[cifras], arbol] = await Promise.all([
    db
      .select({ ...cifrasColumns, ...otrasCifrasColumns, tiempo: avanceOn(today) })
      .from(obra)
      .leftJoin(obraCifras, eq(obraCifras.obraId, obra.id))
      .where(eq(obra.id, found.id)),
    arbolPresupuesto(db, found.id),
  ]);
  const costos = await costosPorPartida(db, found.id, arbol.partidas, arbol.sinPartida);
  const { financiero, ...figuras } = cifrasDelResumen(
    { ...presupuestoDe(cifras), costoTotal: found.costoTotal ?? 0 },
    cifras,
  );
  return {
    obra: found,
    ...figuras,
    avance: { fisico: costos.avanceFisico, financiero, tiempo: cifras.tiempo },
    costoPorPartida: { partidas: costos.partidas, sinPartida: costos.sinPartida },
  };
}

/**
 * GET /api/obra/avance: every visible obra still in course, its time elapsed, its spend against
 * budget, its avance físico and its three lines as its summary's cards read them (so the dashboard
 * colours it by the same rule), in one query: `obra_sucursal_nombre_idx` for the scope and order, `obra_cifras` by its key.
 */
export async function obrasAvance(db: Executor, caller: Caller, today = businessToday()) {
  const rows = await db
    .select({
      id: obra.id,
      nombre: obra.nombre,
      avance: avanceOn(today),
      presupuesto: sql<string>`(${obra.insumos} + ${obra.manoObra} + ${obra.indirectos})::text`,
      ...cifrasColumns,
      ...avanceFisicoColumns(obra.id),
    })
    .from(obra)
    .leftJoin(obraCifras, eq(obraCifras.obraId, obra.id))
    .where(and(eq(obra.terminado, false), visibleTo(caller, obra.sucursalId)))
    .orderBy(asc(obra.nombre), asc(obra.id));
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    avance: row.avance,
    avanceFisico: avanceFisicoDe(row),
    presupuesto: moneyToJson(row.presupuesto),
    ejercido: moneyToJson(row.total),
    ...lineasDeObra(presupuestoDe(row), row),
  }));
}
