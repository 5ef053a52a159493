/**
 * Ajustes al presupuesto (docs/domain.md, Ajuste): a document declared once (its schema's
 * `x-lifecycle`: capturado → autorizado or rechazado). A volumen adicional adds cantidad (negative:
 * a deductiva) to a concepto de obra at its P.U.; a concepto extraordinario brings its own clave and
 * agreed P.U. and becomes a concepto de obra (contratado 0) when authorized. Autorizar is bounded
 * by the sucursal's approval limits, as an orden de compra's (docs/decisions.md). Only authorized
 * ajustes reach the importe vigente (../presupuesto/vigente.ts). Routes: ./routes.ts.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { AjustePresupuesto } from '../../../schemas/generated/ajustePresupuesto';
import { centsToText, parseScaled, toCents } from '../../../schemas/money';
import { AJUSTE, CANTIDAD_DECIMALES, deductivaExcede, importeConcepto } from '../../../schemas/presupuesto';
import type { Tx } from '../../db/client';
import { ajustePresupuesto, conceptoObra, presupuestoPartida } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import type { WriteContext } from '../../entity/define';
import { conflict } from '../../http-errors';
import { checkApprovalLimit } from '../orden-compra/limite';
import { claveEnUso } from '../presupuesto/service';
import { cantidadAjustes } from '../presupuesto/vigente';

export type { AjustePresupuesto };

const vacio = (text: string | undefined) => !text?.trim();

/** A volumen's concepto: the obra's, with what its authorized ajustes already add to its cantidad. */
async function conceptoDeLaObra(tx: Tx, obraId: number, id: number) {
  const [found] = await tx
    .select({
      partidaId: conceptoObra.partidaId,
      clave: conceptoObra.clave,
      descripcion: conceptoObra.descripcion,
      unidad: conceptoObra.unidad,
      precioUnitario: conceptoObra.precioUnitario,
      cantidadVigente: sql<string>`${conceptoObra.cantidad} + ${cantidadAjustes()}`,
    })
    .from(conceptoObra)
    .where(and(eq(conceptoObra.id, id), eq(conceptoObra.obraId, obraId)));
  return found;
}

/** Whether the clave is already a concepto de obra of the obra. */
async function claveTomada(tx: Tx, obraId: number, clave: string) {
  const [found] = await tx
    .select({ id: conceptoObra.id })
    .from(conceptoObra)
    .where(and(eq(conceptoObra.obraId, obraId), eq(conceptoObra.clave, clave)));
  return Boolean(found);
}

/**
 * A volumen takes clave, descripción, unidad, P.U. and partida from its concepto, whatever the body
 * says; an extraordinario needs them all, a free clave and a partida of the obra. importe by the
 * presupuesto's rule, in the saving transaction.
 */
async function ajusteRules(ctx: WriteContext<AjustePresupuesto>) {
  const { tx, input, values, errors } = ctx;
  const obraId = await ctx.resolveOwner(ctx.current?.obraId);
  if (Number(input.cantidad) === 0) errors.add('cantidad', AJUSTE.cantidadCero);
  if (input.tipo === 'volumen') {
    const concepto = input.conceptoObraId ? await conceptoDeLaObra(tx, obraId, input.conceptoObraId) : undefined;
    if (!concepto) {
      errors.add('conceptoObraId', AJUSTE.concepto);
      return;
    }
    const { cantidadVigente, ...copiados } = concepto;
    Object.assign(values, copiados);
    const cambio = parseScaled(input.cantidad, CANTIDAD_DECIMALES);
    if (cambio !== null && parseScaled(cantidadVigente, CANTIDAD_DECIMALES)! + cambio < 0n) {
      errors.add('cantidad', deductivaExcede(cantidadVigente));
    }
  } else {
    values.conceptoObraId = null;
    if (input.cantidad < 0) errors.add('cantidad', AJUSTE.extraordinarioNegativo);
    for (const campo of ['clave', 'descripcion', 'unidad'] as const) {
      if (vacio(input[campo])) errors.add(campo, AJUSTE[campo]);
    }
    if (input.precioUnitario === undefined) errors.add('precioUnitario', AJUSTE.precioUnitario);
    if (!vacio(input.clave) && (await claveTomada(tx, obraId, input.clave!.trim()))) {
      errors.add('clave', claveEnUso(input.clave!.trim()));
    }
    if (input.partidaId !== undefined) {
      const [partida] = await tx
        .select({ id: presupuestoPartida.id })
        .from(presupuestoPartida)
        .where(and(eq(presupuestoPartida.id, input.partidaId), eq(presupuestoPartida.obraId, obraId)));
      if (!partida) errors.add('partidaId', AJUSTE.partida);
    }
    if (!vacio(input.clave)) values.clave = input.clave!.trim();
  }
  values.importe = centsToText(importeConcepto(input.cantidad, values.precioUnitario ?? 0) ?? 0n);
}

/** The next `orden` of the obra's presupuesto: a new concepto reads last in its partida. */
async function siguienteOrden(tx: Tx, obraId: number): Promise<number> {
  const [[c], [p]] = await Promise.all([
    tx
      .select({ orden: max(conceptoObra.orden) })
      .from(conceptoObra)
      .where(eq(conceptoObra.obraId, obraId)),
    tx
      .select({ orden: max(presupuestoPartida.orden) })
      .from(presupuestoPartida)
      .where(eq(presupuestoPartida.obraId, obraId)),
  ]);
  return Math.max(c?.orden ?? -1, p?.orden ?? -1) + 1;
}

export const ajustes = defineDocument<AjustePresupuesto, typeof ajustePresupuesto>({
  schema: schemas.ajustePresupuesto,
  table: ajustePresupuesto,
  idParam: 'ajusteId',
  order: [
    [ajustePresupuesto.fecha, 'desc'],
    [ajustePresupuesto.folio, 'desc'],
    [ajustePresupuesto.id, 'desc'],
  ],
  rules: ajusteRules,
  search: ({ values }, folio) => [folio, values.clave, values.descripcion],
  actions: {
    autorizar: {
      // A deductiva commits as much as an increase: the limit bounds the change either way.
      refuse: ({ db, caller, document }) => {
        const importe = toCents(document.importe);
        return checkApprovalLimit(db, caller, document.sucursalId, importe < 0n ? -importe : importe);
      },
      async effect({ db: tx, document }) {
        if (document.tipo !== 'extraordinario') return;
        if (await claveTomada(tx, document.obraId, document.clave)) throw conflict(claveEnUso(document.clave));
        const [concepto] = await tx
          .insert(conceptoObra)
          .values({
            obraId: document.obraId,
            partidaId: document.partidaId,
            orden: await siguienteOrden(tx, document.obraId),
            clave: document.clave,
            descripcion: document.descripcion,
            unidad: document.unidad,
            cantidad: '0',
            precioUnitario: document.precioUnitario,
            importe: '0',
          })
          .returning({ id: conceptoObra.id });
        await tx
          .update(ajustePresupuesto)
          .set({ conceptoObraId: concepto.id })
          .where(eq(ajustePresupuesto.id, document.id));
      },
    },
  },
});
