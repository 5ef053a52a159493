/**
 * Estimaciones (docs/domain.md, Estimación): a document of the obra declared once (its schema's
 * `x-lifecycle`: creada → enviada → autorizada → facturada → cobrada, devuelta to creada with a
 * motivo). Every write of one obra's estimaciones queues on the obra's estimación lock, so the
 * folio, the periods, the quantities billed per concepto and the anticipo amortized are read and
 * written by one at a time. The carátula is schemas/estimacion.ts; rules: ./reglas.ts; facturar:
 * ./facturar.ts. Routes: ./routes.ts.
 */
import { eq, max, sql } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import { devolucion } from '../../../schemas/api/estimacion';
import { checkedBody } from '../../validation';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import type { Tx } from '../../db/client';
import { estimacion, estimacionDeduccion, estimacionLinea, estimacionRetencion } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import { facturarEstimacion, refusalToFacturar } from './facturar';
import { estimacionRules } from './reglas';

export type { Estimacion };

/** The next Estimación N of the obra; the caller holds the obra's estimación lock (./reglas.ts). */
async function siguienteFolio(tx: Tx, obraId: number): Promise<number> {
  const [found] = await tx
    .select({ folio: max(estimacion.folio) })
    .from(estimacion)
    .where(eq(estimacion.obraId, obraId));
  return (found?.folio ?? 0) + 1;
}

export const estimaciones = defineDocument<Estimacion, typeof estimacion>({
  schema: schemas.estimacion,
  table: estimacion,
  idParam: 'estimacionId',
  lines: {
    lineas: { table: estimacionLinea, parent: estimacionLinea.estimacionId },
    deducciones: { table: estimacionDeduccion, parent: estimacionDeduccion.estimacionId },
    retenciones: { table: estimacionRetencion, parent: estimacionRetencion.estimacionId },
  },
  order: [
    [estimacion.fecha, 'desc'],
    [estimacion.folio, 'desc'],
    [estimacion.id, 'desc'],
  ],
  rules: estimacionRules,
  nextFolio: siguienteFolio,
  search: ({ values, input }, folio) => [`Estimacion ${folio}`, values.tipo, input.observaciones],
  actions: {
    autorizar: {
      async effect({ db: tx, caller, document }) {
        await tx
          .update(estimacion)
          .set({ autorizadoPor: caller.username, autorizadoEn: sql`now()` })
          .where(eq(estimacion.id, document.id));
      },
    },
    devolver: {
      // Back to creada: the approval, if any, no longer holds.
      values: (input) => ({
        motivoDevolucion: checkedBody<{ motivo: string }>(devolucion, input).motivo,
        autorizadoPor: null,
        autorizadoEn: null,
      }),
    },
    facturar: { refuse: refusalToFacturar, effect: facturarEstimacion },
  },
});
