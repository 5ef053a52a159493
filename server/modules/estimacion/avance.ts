/**
 * 'Copiar cantidades de avance' (docs/domain.md, Estimación): per concepto de obra with avance
 * captured up to the period's end, what is left to bill of it — executed less what earlier
 * estimaciones billed, within what the vigente leaves after every other one (schemas/estimacion.ts
 * `cantidadDelAvance`). One query; the rule in cents-like diezmilésimas here.
 */
import { and, asc, desc, eq, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import { cantidadDelAvance } from '../../../schemas/estimacion';
import { fromCents, parseScaled, toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import { CANTIDAD_DECIMALES, cantidadTexto } from '../../../schemas/presupuesto';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { avanceConcepto, conceptoObra, estimacion, estimacionLinea } from '../../db/schema';
import { assertVisibleObra } from '../../domain/closed-obra';
import { cantidadAjustes } from '../presupuesto/vigente';

const cantidad = (value: string | null) => parseScaled(value ?? '0', CANTIDAD_DECIMALES) ?? 0n;

/** What the other estimaciones (all but `excluir`) billed of the concepto, those matching `cuales`. */
function estimadoEnOtras(db: Executor, excluir: number | undefined, cuales?: SQL) {
  const suma = db
    .select({ cantidad: sum(estimacionLinea.cantidad) })
    .from(estimacionLinea)
    .innerJoin(estimacion, eq(estimacion.id, estimacionLinea.estimacionId))
    .where(
      and(
        eq(estimacionLinea.conceptoObraId, conceptoObra.id),
        excluir === undefined ? undefined : ne(estimacion.id, excluir),
        cuales,
      ),
    );
  return sql<string>`coalesce((${suma}), 0)::text`;
}

/** GET /api/estimacion/obra/{obraId}/avance?al=&estimacion= (today without `al`): 404 for an obra the caller cannot see. */
export async function avancePorEstimar(
  db: Executor,
  caller: Caller,
  obraId: number,
  { al = businessToday(), estimacion: excluir }: { al?: string; estimacion?: number },
) {
  await assertVisibleObra(db, caller, obraId);
  const ultimaCaptura = db
    .select({ cantidad: avanceConcepto.cantidad })
    .from(avanceConcepto)
    .where(
      and(
        eq(avanceConcepto.obraId, obraId),
        eq(avanceConcepto.conceptoId, conceptoObra.id),
        sql`${avanceConcepto.fecha} <= ${al}`,
      ),
    )
    .orderBy(desc(avanceConcepto.fecha))
    .limit(1);
  const conceptos = await db
    .select({
      conceptoObraId: conceptoObra.id,
      clave: conceptoObra.clave,
      descripcion: conceptoObra.descripcion,
      unidad: conceptoObra.unidad,
      precioUnitario: conceptoObra.precioUnitario,
      ejecutado: sql<string>`(${ultimaCaptura})::text`,
      vigente: sql<string>`(${conceptoObra.cantidad} + ${cantidadAjustes()})::text`,
      anterior: estimadoEnOtras(db, excluir, lt(estimacion.periodoAl, al)),
      enOtras: estimadoEnOtras(db, excluir),
    })
    .from(conceptoObra)
    .where(and(eq(conceptoObra.obraId, obraId), sql`exists (${ultimaCaptura})`))
    .orderBy(asc(conceptoObra.orden));
  return conceptos.flatMap(({ ejecutado, vigente, anterior, enOtras, precioUnitario, ...concepto }) => {
    const porEstimar = cantidadDelAvance(cantidad(ejecutado), cantidad(anterior), cantidad(vigente), cantidad(enOtras));
    if (porEstimar === 0n) return [];
    return [
      {
        ...concepto,
        precioUnitario: fromCents(toCents(precioUnitario)),
        contratado: Number(vigente),
        anterior: Number(anterior),
        ejecutado: Number(ejecutado),
        cantidad: Number(cantidadTexto(porEstimar)),
      },
    ];
  });
}
