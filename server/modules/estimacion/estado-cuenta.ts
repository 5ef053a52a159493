/**
 * The estado de cuenta del contrato of an obra (docs/domain.md, Estado de cuenta): what its
 * presupuesto is worth, what its estimaciones billed of it, amortized of the anticipo and withheld,
 * and what their facturas collected. Sums in SQL as numeric, cents here, JSON numbers at the end.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { porcentaje } from '../../../schemas/costo-partida';
import { fromCents, toCents } from '../../../schemas/money';
import { AJUSTE_VIGENTE } from '../../../schemas/presupuesto';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { ajustePresupuesto, conceptoObra, estimacion, estimacionRetencion, factura, obra } from '../../db/schema';
import { assertVisibleObra } from '../../domain/closed-obra';

const suma = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** GET /api/estimacion/obra/{obraId}/estadoCuenta: 404 for an obra the caller cannot see. */
export async function estadoDeCuenta(db: Executor, caller: Caller, obraId: number) {
  const visible = await assertVisibleObra(db, caller, obraId);
  const [[datos], [contrato], [ajustes], [estimado], retenido, [cobro]] = await Promise.all([
    db.select({ anticipo: obra.anticipo }).from(obra).where(eq(obra.id, obraId)),
    db
      .select({ importe: suma(conceptoObra.importe) })
      .from(conceptoObra)
      .where(eq(conceptoObra.obraId, obraId)),
    db
      .select({ importe: suma(ajustePresupuesto.importe) })
      .from(ajustePresupuesto)
      .where(
        and(
          eq(ajustePresupuesto.obraId, obraId),
          eq(ajustePresupuesto.status, AJUSTE_VIGENTE),
          isNotNull(ajustePresupuesto.conceptoObraId),
        ),
      ),
    db
      .select({
        importe: suma(estimacion.importe),
        amortizado: suma(estimacion.amortizacion),
        deducciones: suma(estimacion.totalDeducciones),
        estimaciones: sql<number>`count(*)::int`,
        finiquitada: sql<boolean>`coalesce(bool_or(${estimacion.tipo} = 'finiquito'), false)`,
      })
      .from(estimacion)
      .where(eq(estimacion.obraId, obraId)),
    db
      .select({ nombre: estimacionRetencion.nombre, importe: suma(estimacionRetencion.importe) })
      .from(estimacionRetencion)
      .innerJoin(estimacion, eq(estimacion.id, estimacionRetencion.estimacionId))
      .where(eq(estimacion.obraId, obraId))
      .groupBy(estimacionRetencion.nombre)
      .orderBy(sql`min(${estimacionRetencion.id})`),
    db
      .select({ facturado: suma(factura.total), porCobrar: suma(factura.saldo) })
      .from(factura)
      .innerJoin(estimacion, eq(estimacion.facturaId, factura.id))
      .where(eq(estimacion.obraId, obraId)),
  ]);
  const contratado = toCents(contrato.importe);
  const vigente = contratado + toCents(ajustes.importe);
  const estimadoCents = toCents(estimado.importe);
  const anticipo = datos.anticipo ? toCents(datos.anticipo) : 0n;
  const amortizado = toCents(estimado.amortizado);
  const facturado = toCents(cobro.facturado);
  const porCobrar = toCents(cobro.porCobrar);
  return {
    obra: visible,
    contratado: fromCents(contratado),
    ajustes: fromCents(vigente - contratado),
    vigente: fromCents(vigente),
    estimado: fromCents(estimadoCents),
    estimadoPorcentaje: porcentaje(estimadoCents, vigente) ?? 0,
    porEstimar: fromCents(vigente - estimadoCents),
    anticipo: fromCents(anticipo),
    amortizado: fromCents(amortizado),
    porAmortizar: fromCents(anticipo - amortizado),
    retenido: retenido.map((r) => ({ nombre: r.nombre, importe: fromCents(toCents(r.importe)) })),
    deducciones: fromCents(toCents(estimado.deducciones)),
    facturado: fromCents(facturado),
    cobrado: fromCents(facturado - porCobrar),
    porCobrar: fromCents(porCobrar),
    estimaciones: estimado.estimaciones,
    finiquitada: estimado.finiquitada,
  };
}
