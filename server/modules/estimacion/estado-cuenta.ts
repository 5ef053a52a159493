/**
 * The estado de cuenta del contrato of an obra (docs/domain.md, Estado de cuenta): what its
 * presupuesto is worth, what its estimaciones billed of it, amortized of the anticipo and withheld,
 * and what their facturas collected. Sums in SQL as numeric (the importe vigente as the presupuesto
 * reads it, `importeVigenteDeObra`), read by the shared `estadoDeCuenta` (schemas/estado-cuenta.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { estadoDeCuenta as deSumas } from '../../../schemas/estado-cuenta';
import { toCents } from '../../../schemas/money';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { conceptoObra, estimacion, estimacionRetencion, factura, obra } from '../../db/schema';
import { assertVisibleObra } from '../../domain/closed-obra';
import { importeVigenteDeObra } from '../presupuesto/vigente';

const suma = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** GET /api/estimacion/obra/{obraId}/estadoCuenta: 404 for an obra the caller cannot see. */
export async function estadoDeCuenta(db: Executor, caller: Caller, obraId: number) {
  const visible = await assertVisibleObra(db, caller, obraId);
  const [[datos], [contrato], [estimado], retenido, [facturas]] = await Promise.all([
    db
      .select({ anticipo: obra.anticipo, vigente: sql<string>`(${importeVigenteDeObra(obra.id)})::text` })
      .from(obra)
      .where(eq(obra.id, obraId)),
    db
      .select({ importe: suma(conceptoObra.importe) })
      .from(conceptoObra)
      .where(eq(conceptoObra.obraId, obraId)),
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
  return {
    obra: visible,
    ...deSumas({
      contratado: toCents(contrato.importe),
      vigente: toCents(datos.vigente),
      anticipo: datos.anticipo ? toCents(datos.anticipo) : 0n,
      estimado: toCents(estimado.importe),
      amortizado: toCents(estimado.amortizado),
      deducciones: toCents(estimado.deducciones),
      retenido: retenido.map((r) => ({ nombre: r.nombre, importe: toCents(r.importe) })),
      facturado: toCents(facturas.facturado),
      porCobrar: toCents(facturas.porCobrar),
      estimaciones: estimado.estimaciones,
      finiquitada: estimado.finiquitada,
    }),
  };
}
