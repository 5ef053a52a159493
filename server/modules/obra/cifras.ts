/**
 * The obra's numbers (docs/product.md §2 obra summary and dashboard; docs/domain.md, Obra figures):
 * budget per line against what was spent, read from the running sums of `obra_cifras`, never from
 * every document. Amounts are added as numeric in SQL and as cents here; JSON numbers only at the end.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Obra } from '../../../schemas/generated/obra';
import { fromCents, moneyToJson, toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { obra, obraCifras } from '../../db/schema';
import { ejercidoColumns, otrasCifrasColumns } from '../../domain/obra-cifras';
import { visibleTo } from '../common/sucursal';
import { avanceOn, obras } from './service';

/** GET /api/obra/{idObra}/resumen: 404 for an obra the caller cannot see, as reading it. */
export async function resumenObra(db: Executor, caller: Caller, idObra: unknown) {
  const found = (await obras.get(db, caller, idObra)) as Obra & { id: number };
  const [cifras] = await db
    .select({ ...ejercidoColumns, ...otrasCifrasColumns })
    .from(obra)
    .leftJoin(obraCifras, eq(obraCifras.obraId, obra.id))
    .where(eq(obra.id, found.id));
  const ejercido = {
    insumos: toCents(cifras.insumos),
    manoObra: toCents(cifras.manoObra),
    indirectos: toCents(cifras.indirectos),
    total: toCents(cifras.total),
  };
  const budget = (value: number | string | undefined) => toCents(value ?? 0);
  const presupuesto = {
    insumos: budget(found.insumos),
    manoObra: budget(found.manoObra),
    indirectos: budget(found.indirectos),
  };
  const planeada = budget(found.costoTotal) - presupuesto.insumos - presupuesto.manoObra - presupuesto.indirectos;
  const facturado = toCents(cifras.facturado);
  return {
    obra: found,
    insumos: {
      presupuesto: fromCents(presupuesto.insumos),
      ejercido: fromCents(ejercido.insumos),
      comprometido: fromCents(toCents(cifras.comprometido)),
    },
    manoObra: { presupuesto: fromCents(presupuesto.manoObra), ejercido: fromCents(ejercido.manoObra) },
    indirectos: { presupuesto: fromCents(presupuesto.indirectos), ejercido: fromCents(ejercido.indirectos) },
    ejercido: fromCents(ejercido.total),
    facturado: fromCents(facturado),
    cobrado: fromCents(toCents(cifras.cobrado)),
    utilidadPlaneada: fromCents(planeada),
    utilidadActual: fromCents(facturado - ejercido.total),
  };
}

/** GET /api/obra/avance: every visible obra still in course, its time elapsed and its spend against budget. */
export async function obrasAvance(db: Executor, caller: Caller, today = businessToday()) {
  const rows = await db
    .select({
      id: obra.id,
      nombre: obra.nombre,
      avance: avanceOn(today),
      presupuesto: sql<string>`(${obra.insumos} + ${obra.manoObra} + ${obra.indirectos})::text`,
      ejercido: ejercidoColumns.total,
    })
    .from(obra)
    .leftJoin(obraCifras, eq(obraCifras.obraId, obra.id))
    .where(and(eq(obra.terminado, false), visibleTo(caller, obra.sucursalId)))
    .orderBy(asc(obra.nombre), asc(obra.id));
  return rows.map((row) => ({
    ...row,
    presupuesto: moneyToJson(row.presupuesto),
    ejercido: moneyToJson(row.ejercido),
  }));
}
