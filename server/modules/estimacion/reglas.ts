/**
 * The rules of an estimación's write (docs/domain.md, Estimación), in its transaction, under the
 * obra's estimación lock: its period against the obra's other estimaciones (no overlap, nothing
 * after the finiquito), each line's concepto of the obra's presupuesto and its acumulado within the
 * vigente quantity, and the carátula computed in cents (schemas/estimacion.ts) whatever the body says.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import {
  CONCEPTO_INEXISTENTE,
  PERIODO_INVERTIDO,
  acumuladoExcede,
  caratula,
  conceptoDeOtraObra,
  conceptoRepetido,
  finiquitoNoAlcanza,
  finiquitoNoEsUltimo,
  obraFiniquitada,
  periodoTraslapa,
} from '../../../schemas/estimacion';
import { centsToText, parseScaled, toCents } from '../../../schemas/money';
import { CANTIDAD_DECIMALES, cantidadTexto, importeConcepto } from '../../../schemas/presupuesto';
import type { Tx } from '../../db/client';
import { conceptoObra, estimacion, estimacionLinea, estimacionRetencion, obra, obraRetencion } from '../../db/schema';
import type { DocumentRowOf } from '../../domain/document';
import type { WriteContext } from '../../entity/define';
import { conflict } from '../../http-errors';
import { visibleTo } from '../common/sucursal';
import { cantidadAjustes } from '../presupuesto/vigente';

type Ctx = WriteContext<Estimacion, DocumentRowOf<typeof estimacion>>;

/** Queues every estimación write of the obra behind the others until its transaction ends. */
export const lockEstimacionesDeObra = (tx: Tx, obraId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('estimacion'), ${obraId})`);

const cantidad = (value: unknown) => parseScaled(value, CANTIDAD_DECIMALES) ?? 0n;

/** The obra's other estimaciones: their periods, and what they amortized and withheld. */
async function otrasEstimaciones(tx: Tx, obraId: number, actual?: number) {
  return tx
    .select({
      id: estimacion.id,
      folio: estimacion.folio,
      tipo: estimacion.tipo,
      periodoDel: estimacion.periodoDel,
      periodoAl: estimacion.periodoAl,
      amortizacion: estimacion.amortizacion,
    })
    .from(estimacion)
    .where(and(eq(estimacion.obraId, obraId), actual === undefined ? undefined : ne(estimacion.id, actual)))
    .orderBy(estimacion.folio);
}

type Otra = Awaited<ReturnType<typeof otrasEstimaciones>>[number];

/** No overlap with another period; nothing new or changed beside the finiquito, and the finiquito after everything. */
function revisarPeriodo(ctx: Ctx, otras: Otra[]) {
  const { periodoDel, periodoAl, tipo } = ctx.input;
  const finiquito = otras.find((otra) => otra.tipo === 'finiquito');
  // Once finiquitada, no other estimación changes: the finiquito amortized and returned what was left of them.
  if (finiquito) throw conflict(obraFiniquitada(finiquito.folio));
  const traslapa = otras.find((otra) => otra.periodoDel <= periodoAl && periodoDel <= otra.periodoAl);
  if (traslapa) throw conflict(periodoTraslapa(traslapa.folio, traslapa.periodoDel, traslapa.periodoAl));
  const posterior = tipo === 'finiquito' && otras.find((otra) => otra.periodoDel > periodoAl);
  if (posterior) throw conflict(finiquitoNoEsUltimo(posterior.folio));
}

/**
 * Each line's concepto: of this obra's presupuesto (400 naming another obra's, when the caller may
 * see it), once per estimación; clave to P.U. copied, importe by the presupuesto's rule, and the
 * quantities beside it: acumulado over every other estimación within the vigente (409 naming the clave).
 */
async function revisarLineas(ctx: Ctx, obraId: number, otras: Otra[]) {
  const { tx, caller, input, errors } = ctx;
  const ids = [...new Set(input.lineas.map((linea) => linea.conceptoObraId))];
  const conceptos = await tx
    .select({
      id: conceptoObra.id,
      obraId: conceptoObra.obraId,
      visible: sql<boolean>`${visibleTo(caller, obra.sucursalId) ?? sql`true`}`,
      clave: conceptoObra.clave,
      descripcion: conceptoObra.descripcion,
      unidad: conceptoObra.unidad,
      precioUnitario: conceptoObra.precioUnitario,
      vigente: sql<string>`(${conceptoObra.cantidad} + ${cantidadAjustes()})::text`,
    })
    .from(conceptoObra)
    .innerJoin(obra, eq(obra.id, conceptoObra.obraId))
    .where(inArray(conceptoObra.id, ids));
  const porId = new Map(conceptos.map((c) => [c.id, c]));
  const anteriores = new Set(otras.filter((otra) => otra.periodoAl < input.periodoDel).map((otra) => otra.id));
  const estimado = await tx
    .select({
      conceptoId: estimacionLinea.conceptoObraId,
      estimacionId: estimacionLinea.estimacionId,
      cantidad: estimacionLinea.cantidad,
    })
    .from(estimacionLinea)
    .where(
      and(
        inArray(estimacionLinea.conceptoObraId, ids),
        inArray(
          estimacionLinea.estimacionId,
          otras.map((otra) => otra.id),
        ),
      ),
    );
  const vistos = new Set<number>();
  let importe = 0n;
  input.lineas.forEach((linea, index) => {
    const campo = `lineas.${index}.conceptoObraId`;
    const concepto = porId.get(linea.conceptoObraId);
    if (!concepto || (concepto.obraId !== obraId && !concepto.visible)) return errors.add(campo, CONCEPTO_INEXISTENTE);
    if (concepto.obraId !== obraId) return errors.add(campo, conceptoDeOtraObra(concepto.clave));
    if (vistos.has(concepto.id)) return errors.add(campo, conceptoRepetido(concepto.clave));
    vistos.add(concepto.id);
    const deOtras = estimado.filter((e) => e.conceptoId === concepto.id);
    const anterior = deOtras
      .filter((e) => anteriores.has(e.estimacionId))
      .reduce((s, e) => s + cantidad(e.cantidad), 0n);
    const esta = cantidad(linea.cantidad);
    const total = deOtras.reduce((s, e) => s + cantidad(e.cantidad), 0n) + esta;
    const vigente = cantidad(concepto.vigente);
    if (total > vigente) throw conflict(acumuladoExcede(concepto.clave, cantidadTexto(total), concepto.vigente));
    const lineImporte = importeConcepto(linea.cantidad, concepto.precioUnitario) ?? 0n;
    importe += lineImporte;
    Object.assign(ctx.lines.lineas[index], {
      clave: concepto.clave,
      descripcion: concepto.descripcion,
      unidad: concepto.unidad,
      precioUnitario: concepto.precioUnitario,
      importe: centsToText(lineImporte),
      contratado: cantidadTexto(vigente),
      anterior: cantidadTexto(anterior),
      acumulado: cantidadTexto(anterior + esta),
      porEstimar: cantidadTexto(vigente - anterior - esta),
    });
  });
  return importe;
}

/** Per retención nombre, what the other estimaciones withheld by it (a finiquito gives back some). */
async function retenidoPorNombre(tx: Tx, otras: Otra[]) {
  if (otras.length === 0) return new Map<string, bigint>();
  const rows = await tx
    .select({ nombre: estimacionRetencion.nombre, importe: sql<string>`sum(${estimacionRetencion.importe})::text` })
    .from(estimacionRetencion)
    .where(
      inArray(
        estimacionRetencion.estimacionId,
        otras.map((otra) => otra.id),
      ),
    )
    .groupBy(estimacionRetencion.nombre);
  return new Map(rows.map((row) => [row.nombre, toCents(row.importe)]));
}

export async function estimacionRules(ctx: Ctx): Promise<void> {
  const { tx, input, values, errors } = ctx;
  const obraId = await ctx.resolveOwner(ctx.current?.obraId);
  if (input.periodoDel > input.periodoAl) errors.add('periodoAl', PERIODO_INVERTIDO);
  errors.throwIfAny();
  await lockEstimacionesDeObra(tx, obraId);
  const otras = await otrasEstimaciones(tx, obraId, ctx.current?.id);
  revisarPeriodo(ctx, otras);
  const importe = await revisarLineas(ctx, obraId, otras);
  const deducciones = (input.deducciones ?? []).map(
    (d, index) => errors.cents(`deducciones.${index}.importe`, d.importe) ?? 0n,
  );
  errors.throwIfAny();
  const [datos] = await tx
    .select({ anticipo: obra.anticipo, contrato: obra.costoTotal, tasaIva: obra.tasaIva })
    .from(obra)
    .where(eq(obra.id, obraId));
  const retenciones = await tx
    .select({
      nombre: obraRetencion.nombre,
      base: obraRetencion.base,
      tasa: obraRetencion.tasa,
      seDevuelve: obraRetencion.seDevuelve,
    })
    .from(obraRetencion)
    .where(eq(obraRetencion.obraId, obraId))
    .orderBy(obraRetencion.id);
  const finiquito = input.tipo === 'finiquito';
  const amortizadoAntes = otras.reduce((s, otra) => s + toCents(otra.amortizacion), 0n);
  const anticipo = datos.anticipo ? toCents(datos.anticipo) : 0n;
  const hoja = caratula({
    importe,
    anticipo,
    contrato: toCents(datos.contrato),
    amortizadoAntes,
    finiquito,
    tasaIva: datos.tasaIva,
    retenciones: retenciones.map((r) => ({ ...r, seDevuelve: r.seDevuelve ?? false })),
    retenidoAntes: finiquito ? await retenidoPorNombre(tx, otras) : new Map(),
    deducciones,
  });
  if (hoja.subtotal < 0n) throw conflict(finiquitoNoAlcanza(anticipo - amortizadoAntes));
  Object.assign(values, {
    importe: centsToText(hoja.importe),
    amortizacion: centsToText(hoja.amortizacion),
    subtotal: centsToText(hoja.subtotal),
    tasaIva: datos.tasaIva,
    iva: centsToText(hoja.iva),
    totalRetenciones: centsToText(hoja.totalRetenciones),
    totalDeducciones: centsToText(hoja.totalDeducciones),
    neto: centsToText(hoja.neto),
  });
  ctx.lines.retenciones = hoja.retenciones.map((r) => ({
    nombre: r.nombre,
    base: r.base,
    tasa: String(r.tasa),
    importe: centsToText(r.importe),
  }));
}
