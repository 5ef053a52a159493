/**
 * The avance captured per concepto de obra (docs/domain.md, Avance físico): the cantidad executed up
 * to a date, accumulated (docs/decisions.md), one row per concepto and fecha: a second capture of a
 * date replaces the first. Written under the obra's guard (open, the caller's sucursal's), in one
 * transaction; what is read is the concepto with its captures and its avance.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { porcentaje } from '../../../schemas/costo-partida';
import { fromCents, toCents } from '../../../schemas/money';
import {
  AVANCE_DECIMALES,
  CANTIDAD_DECIMALES,
  CONCEPTO_NO_ENCONTRADO,
  avanceExcede,
  ejecutadoConcepto,
} from '../../../schemas/presupuesto';
import { parseScaled } from '../../../schemas/money';
import { capturaAvance } from '../../../schemas/api/presupuesto';
import { checkedBody } from '../../validation';
import type { Caller } from '../../auth/session';
import type { Db, Executor } from '../../db/client';
import { obra } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { lockOpenObra } from '../../domain/closed-obra';
import { badRequest, notFound } from '../../http-errors';
import { visibleTo } from '../common/sucursal';
import { avanceConcepto, conceptoObra } from './table';
import { cantidadAjustes, importeVigente } from './vigente';

/** The concepto, when the caller's sucursal sees its obra; 404 otherwise. */
async function conceptoVisible(db: Executor, caller: Caller, conceptoId: number) {
  const [found] = await db
    .select({
      id: conceptoObra.id,
      obraId: conceptoObra.obraId,
      clave: conceptoObra.clave,
      descripcion: conceptoObra.descripcion,
      unidad: conceptoObra.unidad,
      // Vigente: an authorized ajuste raises (or lowers) what can be executed and what it is worth.
      cantidad: sql<string>`(${conceptoObra.cantidad} + ${cantidadAjustes()})::numeric(18, 4)::text`,
      precioUnitario: conceptoObra.precioUnitario,
      importe: sql<string>`(${importeVigente})::numeric(16, 2)::text`,
    })
    .from(conceptoObra)
    .innerJoin(obra, eq(obra.id, conceptoObra.obraId))
    .where(and(eq(conceptoObra.id, conceptoId), visibleTo(caller, obra.sucursalId)));
  if (!found) throw notFound(CONCEPTO_NO_ENCONTRADO);
  return found;
}

type Concepto = Awaited<ReturnType<typeof conceptoVisible>>;

async function avanceDe(db: Executor, concepto: Concepto) {
  const capturas = await db
    .select({ id: avanceConcepto.id, fecha: avanceConcepto.fecha, cantidad: avanceConcepto.cantidad })
    .from(avanceConcepto)
    .where(eq(avanceConcepto.conceptoId, concepto.id))
    .orderBy(asc(avanceConcepto.fecha));
  const ultima = capturas.at(-1);
  const ejecutado = ultima ? (ejecutadoConcepto(ultima.cantidad, concepto.precioUnitario) ?? 0n) : 0n;
  const importe = toCents(concepto.importe);
  return {
    concepto: {
      ...concepto,
      cantidad: Number(concepto.cantidad),
      precioUnitario: fromCents(toCents(concepto.precioUnitario)),
      importe: fromCents(importe),
    },
    capturas: capturas.map((c) => ({ ...c, cantidad: Number(c.cantidad) })),
    ejecutado: fromCents(ejecutado),
    avanceFisico: porcentaje(ejecutado, importe) ?? 0,
  };
}

/** GET /api/presupuesto/concepto/{idConcepto}/avance. */
export async function avanceDelConcepto(db: Executor, caller: Caller, conceptoId: number) {
  return avanceDe(db, await conceptoVisible(db, caller, conceptoId));
}

export interface CapturaAvance {
  fecha: string;
  cantidad: number;
}

/** POST /api/presupuesto/concepto/{idConcepto}/avance: stores the capture, or replaces that date's. */
export function capturarAvance(db: Db, caller: Caller, conceptoId: number, body: unknown) {
  return inTransaction(db, caller.id, async (tx) => {
    const concepto = await conceptoVisible(tx, caller, conceptoId);
    await lockOpenObra(tx, caller, concepto.obraId);
    const captura = checkedBody<CapturaAvance>(capturaAvance, body);
    const cantidad = parseScaled(captura.cantidad, CANTIDAD_DECIMALES);
    if (cantidad === null) throw badRequest(AVANCE_DECIMALES, [{ field: 'cantidad', message: AVANCE_DECIMALES }]);
    if (cantidad > (parseScaled(concepto.cantidad, CANTIDAD_DECIMALES) ?? 0n)) {
      const message = avanceExcede(concepto.cantidad, concepto.unidad);
      throw badRequest(message, [{ field: 'cantidad', message }]);
    }
    // The obra's lock queues captures of its conceptos, so the update-or-insert cannot race.
    const cantidadTexto = String(captura.cantidad);
    const previa = await tx
      .update(avanceConcepto)
      .set({ cantidad: cantidadTexto })
      .where(and(eq(avanceConcepto.conceptoId, conceptoId), eq(avanceConcepto.fecha, captura.fecha)))
      .returning({ id: avanceConcepto.id });
    if (previa.length === 0) {
      await tx
        .insert(avanceConcepto)
        .values({ obraId: concepto.obraId, conceptoId, fecha: captura.fecha, cantidad: cantidadTexto });
    }
    return avanceDe(tx, concepto);
  });
}
