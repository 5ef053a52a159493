/**
 * The importe vigente of a concepto de obra (docs/domain.md, Importe vigente): its importe as
 * contracted plus its authorized ajustes. The one definition every reader of the presupuesto uses
 * (the tree, its conceptos, the cost per partida, the dashboard), as SQL so a sum stays in the
 * database: per concepto for a few, and for a whole obra from one range of its ajustes (a sum per
 * concepto took 116 ms over 5,000 conceptos; this, 6 ms).
 */
import { and, eq, isNotNull, sql, sum, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { AJUSTE_VIGENTE } from '../../../schemas/presupuesto';
import { ajustePresupuesto } from '../../db/schema';
import type { Valor } from './preparadas';
import { conceptoObra } from './table';

/** Only an authorized ajuste moves the presupuesto; a captured or refused one moves nothing. */
const autorizadosDe = (conceptoId: SQLWrapper) =>
  and(eq(ajustePresupuesto.conceptoObraId, conceptoId as never), eq(ajustePresupuesto.status, AJUSTE_VIGENTE));

/** What the authorized ajustes of the concepto `conceptoId` add to its importe (numeric, 0 without any). */
export const importeAjustes = (conceptoId: SQLWrapper = conceptoObra.id): SQL<string> =>
  sql<string>`coalesce((select sum(${ajustePresupuesto.importe}) from ${ajustePresupuesto} where ${autorizadosDe(conceptoId)}), 0)`;

/** …and to its cantidad. */
export const cantidadAjustes = (conceptoId: SQLWrapper = conceptoObra.id): SQL<string> =>
  sql<string>`coalesce((select sum(${ajustePresupuesto.cantidad}) from ${ajustePresupuesto} where ${autorizadosDe(conceptoId)}), 0)`;

/** importe vigente = importe contratado + importe de sus ajustes autorizados. */
export const importeVigente: SQL<string> = sql<string>`(${conceptoObra.importe} + ${importeAjustes()})`;

/** The authorized ajustes of the obra `obraId` summed per concepto (by `ajuste_presupuesto_obra_idx`), to join by `conceptoId`. */
export const ajustesDeObra = (obraId: Valor) =>
  new QueryBuilder()
    .select({
      conceptoId: ajustePresupuesto.conceptoObraId,
      // Named apart from the concepto's importe: the outer query names it unqualified.
      importe: sum(ajustePresupuesto.importe).as('importe_ajustes'),
      cantidad: sum(ajustePresupuesto.cantidad).as('cantidad_ajustes'),
    })
    .from(ajustePresupuesto)
    .where(and(eq(ajustePresupuesto.obraId, obraId), eq(ajustePresupuesto.status, AJUSTE_VIGENTE)))
    .groupBy(ajustePresupuesto.conceptoObraId)
    .as('ajustes');

/** importe vigente of a concepto read beside `ajustesDeObra` (left-joined: a concepto without ajustes has none). */
export const importeVigenteCon = (ajustes: ReturnType<typeof ajustesDeObra>): SQL<string> =>
  sql<string>`(${conceptoObra.importe} + coalesce(${ajustes.importe}, 0))`;

/**
 * The importe vigente of all the conceptos of the obra `obraId` (a column of an outer query): its
 * conceptos' importe plus its authorized ajustes' (each names the concepto it moved), two sums by
 * the obra's indexes.
 */
export const importeVigenteDeObra = (obraId: AnyPgColumn): SQL<string> =>
  sql<string>`((SELECT coalesce(sum(${conceptoObra.importe}), 0) FROM ${conceptoObra} WHERE ${conceptoObra.obraId} = ${obraId})
    + (SELECT coalesce(sum(${ajustePresupuesto.importe}), 0) FROM ${ajustePresupuesto}
       WHERE ${ajustePresupuesto.obraId} = ${obraId} AND ${ajustePresupuesto.status} = ${AJUSTE_VIGENTE}
         AND ${isNotNull(ajustePresupuesto.conceptoObraId)}))`;
