/**
 * /api/ajustePresupuesto as the server answers it (docs/contract.md Ajuste al presupuesto): the
 * document's routes, a new one with its folio and its importe by the shared rule; autorizar over
 * the caller's approval limit refused with the server's words (schemas/approval.ts), the limits
 * those of the obra's sucursal fixture.
 */
import { schemas } from '../../schemas';
import { limiteExcedido, quienesAutorizan } from '../../schemas/approval';
import type { AjustePresupuesto } from '../../schemas/generated/ajustePresupuesto';
import { fromCents, toCents } from '../../schemas/money';
import { importeConcepto } from '../../schemas/presupuesto';
import { ajustesPresupuesto } from '../fixtures/ajustesPresupuesto';
import { conceptos } from '../fixtures/presupuesto';
import { documentHandlers } from './document-handlers';
import { limitesDe } from './ordenes';

/** A volumen takes its concepto's clave, descripción, unidad and P.U., as the server does. */
function nuevo(ajuste: AjustePresupuesto): AjustePresupuesto {
  const concepto = ajuste.tipo === 'volumen' ? conceptos.find((c) => c.id === ajuste.conceptoObraId) : undefined;
  const { clave, descripcion, unidad, precioUnitario, partidaId } = concepto ?? ajuste;
  return {
    ...ajuste,
    ...{ clave, descripcion, unidad, precioUnitario, partidaId },
    folio: Math.max(...ajustesPresupuesto.map((a) => a.folio ?? 0)) + 1,
    importe: fromCents(importeConcepto(ajuste.cantidad, precioUnitario ?? 0) ?? 0n),
  };
}

/** The ajuste routes for a caller whose approval limit is `limite` (cents; null: none). */
export const ajustePresupuestoHandlersWith = (limite: bigint | null) =>
  documentHandlers<AjustePresupuesto>(schemas.ajustePresupuesto, {
    rows: ajustesPresupuesto,
    search: ['folio', 'clave', 'descripcion'],
    order: (a, b) => b.fecha.localeCompare(a.fecha) || (b.folio ?? 0) - (a.folio ?? 0),
    refuse: (action, ajuste) => {
      const importe = toCents(ajuste.importe ?? 0);
      const monto = importe < 0n ? -importe : importe;
      if (action !== 'autorizar' || limite === null || monto <= limite) return undefined;
      return { status: 403, message: limiteExcedido(limite, quienesAutorizan(limitesDe(ajuste), monto)) };
    },
    create: nuevo,
  }).handlers;

export const ajustePresupuestoHandlers = ajustePresupuestoHandlersWith(null);
