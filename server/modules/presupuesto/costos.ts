/**
 * An obra's cost per partida beside what it earns, and its avance físico (docs/domain.md, Costo por
 * partida and Avance físico), in one aggregate query: each document's share by the partida it names
 * (lines of orden and compra, the header of gasto and nómina), and each concepto's latest captured
 * quantity × P.U. The documents are read by their obra (`*_obra_idx`) and their lines by parent,
 * the avance by `avance_concepto_obra_idx`; never a query per partida. Sums of partidas go up the
 * tree as the presupuesto's subtotals do.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { costosDelArbol, porcentaje, type PartidaConImporte } from '../../../schemas/costo-partida';
import { toCents } from '../../../schemas/money';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { importeVigenteDeObra } from './vigente';

interface Suma {
  partida_id: number | null;
  ejercido: string;
  comprometido: string;
  ejecutado: string;
}

/** A line's total as its document's: importe plus its IVA rounded per line (schemas/money.ts). */
const conIva = (l: string) => sql.raw(`${l}.importe + round(${l}.importe * ${l}.tasaiva, 2)`);

function sumasPorPartida(db: Executor, obraId: number) {
  return rowsOf<Suma>(
    db,
    sql`
    SELECT partida_id, sum(ejercido)::text AS ejercido, sum(comprometido)::text AS comprometido,
           sum(ejecutado)::text AS ejecutado
    FROM (
      SELECT l.partida_id,
             CASE WHEN c.status = 'aplicado' THEN ${conIva('l')} ELSE 0 END AS ejercido,
             CASE WHEN c.status = 'creado' THEN ${conIva('l')} ELSE 0 END AS comprometido,
             0 AS ejecutado
      FROM compra c JOIN compra_detalle l ON l.compra_id = c.id
      WHERE c.obra_id = ${obraId}
      UNION ALL
      SELECT l.partida_id, 0, ${conIva('l')}, 0
      FROM orden_compra o JOIN orden_compra_detalle l ON l.orden_compra_id = o.id
      WHERE o.obra_id = ${obraId} AND o.status = 'autorizado'
        AND NOT EXISTS (SELECT 1 FROM compra c WHERE c.orden_compra_id = o.id)
      UNION ALL
      -- A nota de crédito lowers the obra's Insumos, not a partida's: it names none.
      SELECT NULL, -total, 0, 0 FROM nota_credito WHERE obra_id = ${obraId} AND status = 'aplicado'
      UNION ALL
      SELECT partida_id, total, 0, 0 FROM gasto WHERE obra_id = ${obraId} AND status = 'aplicado'
      UNION ALL
      SELECT partida_id, total, 0, 0 FROM nomina WHERE obra_id = ${obraId}
      UNION ALL
      SELECT co.partida_id, 0, 0, round(a.cantidad * co.precio_unitario, 2)
      FROM (
        SELECT DISTINCT ON (concepto_id) concepto_id, cantidad FROM avance_concepto
        WHERE obra_id = ${obraId} ORDER BY concepto_id, fecha DESC
      ) a JOIN concepto_obra co ON co.id = a.concepto_id
    ) costos
    GROUP BY partida_id`,
  );
}

/**
 * Per partida of `partidas` (the presupuesto's, with their subtotals) its cost, margen and avance,
 * the same for what names no partida ('Sin partida', with `sinPartida` the importe of conceptos
 * without one), and the obra's avance físico and ejercido in cents.
 */
export async function costosPorPartida(
  db: Executor,
  obraId: number,
  partidas: readonly PartidaConImporte[],
  sinPartida: bigint,
) {
  const sumas = await sumasPorPartida(db, obraId);
  return costosDelArbol(
    partidas,
    sumas.map((s) => ({
      partidaId: s.partida_id,
      ejercido: toCents(s.ejercido),
      comprometido: toCents(s.comprometido),
      ejecutado: toCents(s.ejecutado),
    })),
    sinPartida,
  );
}

/**
 * For a list of obras (the dashboard), per row of `obra`: what its conceptos are worth and what of
 * them is executed, as numeric text; correlated by the obra's id through the same indexes.
 */
export const avanceFisicoColumns = (obraId: AnyPgColumn) => ({
  importePresupuesto: sql<string>`(${importeVigenteDeObra(obraId)})::text`,
  ejecutado: sql<string>`(SELECT coalesce(sum(round(a.cantidad * co.precio_unitario, 2)), 0)
    FROM (SELECT DISTINCT ON (concepto_id) concepto_id, cantidad FROM avance_concepto
          WHERE obra_id = ${obraId} ORDER BY concepto_id, fecha DESC) a
    JOIN concepto_obra co ON co.id = a.concepto_id)::text`,
});

/** The avance físico of a row read with `avanceFisicoColumns`. */
export const avanceFisicoDe = (row: { importePresupuesto: string; ejecutado: string }) =>
  porcentaje(toCents(row.ejecutado), toCents(row.importePresupuesto));
