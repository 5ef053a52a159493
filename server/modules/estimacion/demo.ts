/**
 * Demo estimaciones (SEED=demo), through the estimación document and the receivables ledger: every
 * obra under way with a presupuesto withholds 5 al millar and a 5 % fondo de garantía, and has 3 to
 * 8 estimaciones of consecutive periods (but for the one the demo data says has billed nothing yet) since its start, each billing half of a share of its
 * conceptos (their avance captured by its end, and three quarters of the first ones' by today); the
 * oldest cobradas, then one facturada, autorizada, enviada and creada. After the
 * factura demo (it loads only into a database without facturas); only into a new database (an
 * upgraded one keeps its obras' figures), without estimaciones.
 */
import { and, asc, count, eq, lte, notInArray, sql } from 'drizzle-orm';
import { OBRAS_MATRIZ } from '../../../schemas/demo/obras';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import { CANTIDAD_DECIMALES, cantidadTexto } from '../../../schemas/presupuesto';
import { parseScaled, toCents } from '../../../schemas/money';
import type { Caller } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { avanceConcepto, conceptoObra, estimacion, obra, obraRetencion } from '../../db/schema';
import { adminCaller, demoDay } from '../../db/seed/documents-demo';
import type { DemoContext, DemoStep } from '../../db/seed/module-demos';
import { inTransaction } from '../../db/tx';
import { recordIngresos } from '../../domain/receivables';
import { cantidadAjustes } from '../presupuesto/vigente';
import { estimaciones } from './service';

/** The statuses of the newest estimaciones, newest last; the older ones are cobradas. */
const RECIENTES = ['facturada', 'autorizada', 'enviada', 'creada'] as const;
/** What each step of the lifecycle takes, in order. */
const PASOS = ['enviar', 'autorizar', 'facturar'] as const;
const pasosHasta = (status: string) =>
  status === 'creada' ? 0 : status === 'enviada' ? 1 : status === 'autorizada' ? 2 : PASOS.length;

const dias = (desde: string, hasta: string) => (Date.parse(hasta) - Date.parse(desde)) / 86_400_000;
const mas = (fecha: string, n: number) => new Date(Date.parse(fecha) + n * 86_400_000).toISOString().slice(0, 10);

async function estimarObra(tx: Tx, caller: Caller, obraId: number, inicio: string, indice: number) {
  const hoy = demoDay(0);
  const cuantas = 3 + (indice % 6);
  const largo = Math.min(14, Math.floor(dias(inicio, hoy) / cuantas));
  if (largo < 1) return;
  await tx.insert(obraRetencion).values([
    { obraId, nombre: '5 al millar', base: 'importe', tasa: '0.5' },
    { obraId, nombre: 'Fondo de garantia', base: 'subtotal', tasa: '5', seDevuelve: true },
  ]);
  const conceptos = await tx
    .select({ id: conceptoObra.id, vigente: sql<string>`(${conceptoObra.cantidad} + ${cantidadAjustes()})::text` })
    .from(conceptoObra)
    .where(eq(conceptoObra.obraId, obraId))
    .orderBy(asc(conceptoObra.orden));
  for (let k = 0; k < cuantas; k++) {
    // Each estimación bills half the vigente of every cuantas-th concepto: the sums stay within it.
    const lineas = conceptos
      .filter((_, j) => j % cuantas === k)
      .map((c) => ({ conceptoObraId: c.id, cantidad: (parseScaled(c.vigente, CANTIDAD_DECIMALES) ?? 0n) / 2n }))
      .filter((l) => l.cantidad > 0n)
      .map((l) => ({ conceptoObraId: l.conceptoObraId, cantidad: Number(cantidadTexto(l.cantidad)) }));
    const [primera, ...resto] = lineas;
    if (!primera) continue;
    const periodoDel = mas(inicio, k * largo);
    const periodoAl = mas(periodoDel, largo - 1);
    const creada = await estimaciones.create(tx, caller, {
      fecha: periodoAl,
      periodoDel,
      periodoAl,
      tipo: 'normal',
      lineas: [primera, ...resto],
      obra: { id: obraId },
    } satisfies Estimacion);
    // What was billed was built: the avance of its conceptos by the period's end.
    await capturar(tx, obraId, periodoAl, lineas);
    const status: string = RECIENTES[k - (cuantas - RECIENTES.length)] ?? 'cobrada';
    const dia = (n: number) => (mas(periodoAl, n) < hoy ? mas(periodoAl, n) : hoy);
    for (const paso of PASOS.slice(0, pasosHasta(status))) {
      const input = paso === 'facturar' ? { folio: `EST-${obraId}-${creada.folio}`, fecha: dia(3) } : {};
      await estimaciones.act(tx, caller, paso, creada.id, input);
    }
    if (status !== 'cobrada') continue;
    const [{ facturaId, neto }] = await tx
      .select({ facturaId: estimacion.facturaId, neto: estimacion.neto })
      .from(estimacion)
      .where(eq(estimacion.id, creada.id));
    if (facturaId === null || toCents(neto) <= 0n) continue;
    await recordIngresos(tx, caller, [
      {
        facturaId,
        fecha: dia(20),
        monto: toCents(neto),
        formaPago: 'Transferencia',
        referencia: `SPEI ${creada.folio}`,
      },
    ]);
  }
  // Since then the first conceptos went on to three quarters: what 'Copiar cantidades de avance' finds next.
  const ultimo = mas(inicio, cuantas * largo - 1);
  const siguen = conceptos
    .filter((_, j) => j % cuantas === 0)
    .map((c) => ({ conceptoObraId: c.id, cantidad: ((parseScaled(c.vigente, CANTIDAD_DECIMALES) ?? 0n) * 3n) / 4n }))
    .filter((l) => l.cantidad > 0n)
    .map((l) => ({ conceptoObraId: l.conceptoObraId, cantidad: Number(cantidadTexto(l.cantidad)) }));
  if (ultimo < hoy) await capturar(tx, obraId, hoy, siguen);
}

/** Avance captured of each concepto by `fecha`: its cantidad ejecutada acumulada. */
async function capturar(tx: Tx, obraId: number, fecha: string, lineas: { conceptoObraId: number; cantidad: number }[]) {
  if (lineas.length === 0) return;
  await tx
    .insert(avanceConcepto)
    .values(lineas.map((l) => ({ obraId, conceptoId: l.conceptoObraId, fecha, cantidad: String(l.cantidad) })));
}

/** The demo obras that have billed nothing yet (schemas/demo/obras.ts). */
const sinEstimaciones = OBRAS_MATRIZ.filter((o) => o.sinEstimaciones).map((o) => o.nombre);

async function seed(db: Db, { sucursalId, nueva }: DemoContext): Promise<void> {
  const caller = await adminCaller(db, sucursalId);
  if (!caller || !nueva) return;
  await inTransaction(db, caller.id, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727029)`);
    const [{ existentes }] = await tx.select({ existentes: count() }).from(estimacion);
    if (existentes > 0) return;
    const obras = await tx
      .selectDistinct({ id: obra.id, inicio: obra.inicio })
      .from(obra)
      .innerJoin(conceptoObra, eq(conceptoObra.obraId, obra.id))
      .where(and(eq(obra.terminado, false), lte(obra.inicio, demoDay(0)), notInArray(obra.nombre, sinEstimaciones)))
      .orderBy(asc(obra.id));
    for (const [indice, { id, inicio }] of obras.entries()) await estimarObra(tx, caller, id, inicio, indice);
  });
}

export default { seed, after: ['factura'] } satisfies DemoStep;
