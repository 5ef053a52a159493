/**
 * The importe vigente of a concepto de obra (docs/domain.md, Importe vigente): its importe as
 * contracted plus its authorized ajustes. The one definition every reader of the presupuesto uses
 * (the tree, its conceptos, the cost per partida), as SQL so a sum stays in the database.
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ajustePresupuesto } from '../../db/schema';
import { conceptoObra } from './table';

/** Only an authorized ajuste moves the presupuesto; a captured or refused one moves nothing. */
const autorizadosDe = (conceptoId: SQLWrapper) =>
  and(eq(ajustePresupuesto.conceptoObraId, conceptoId as never), eq(ajustePresupuesto.status, 'autorizado'));

/** What the authorized ajustes of the concepto `conceptoId` add to its importe (numeric, 0 without any). */
export const importeAjustes = (conceptoId: SQLWrapper = conceptoObra.id): SQL<string> =>
  sql<string>`coalesce((select sum(${ajustePresupuesto.importe}) from ${ajustePresupuesto} where ${autorizadosDe(conceptoId)}), 0)`;

/** …and to its cantidad. */
export const cantidadAjustes = (conceptoId: SQLWrapper = conceptoObra.id): SQL<string> =>
  sql<string>`coalesce((select sum(${ajustePresupuesto.cantidad}) from ${ajustePresupuesto} where ${autorizadosDe(conceptoId)}), 0)`;

/** importe vigente = importe contratado + importe de sus ajustes autorizados. */
export const importeVigente: SQL<string> = sql<string>`(${conceptoObra.importe} + ${importeAjustes()})`;
