/**
 * Demo payables (docs/architecture.md), through the same services the API uses: in the obra
 * 'Remodelacion Hotel Bahia de Kino', applied gastos of three proveedores (two of the first, so a
 * payment of several charges can be tried), with dates that fall into every aging bucket; one
 * charge authorized for the coming days (the cash plan) and one paid (the history). Then the
 * applied gastos (Indirectos) of the other obras in course (./obras-cifras-data.ts), left to pay.
 * Loaded in one transaction, only into a database without gastos.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import type { Gasto } from '../../../schemas/generated/gasto';
import type { Caller } from '../../auth/session';
import type { FileStore } from '../../files/storage';
import { chargeOf, schedule } from '../../domain/ledger';
import { gastos } from '../../modules/gasto/service';
import { registrarPago } from '../../modules/pago/service';
import type { Db, Tx } from '../client';
import { gasto, obra, proveedor } from '../schema';
import { inTransaction } from '../tx';
import { adminCaller, aplicar, comprobantePdf, demoDay, obrasPorNombre, proveedoresPorNombre } from './documents-demo';
import { CIFRAS_OBRAS, type GastoDemo } from './obras-cifras-data';

export const OBRA_CUENTAS_POR_PAGAR = 'Remodelacion Hotel Bahia de Kino';

type Recibo = Omit<GastoDemo, 'proveedor'>;

/** Records the gasto and applies it with its receipt; answers its charge. */
async function gastoAplicado(
  tx: Tx,
  files: FileStore,
  caller: Caller,
  obraId: number,
  proveedorId: number,
  recibo: Recibo,
) {
  const created = await gastos.create(tx, caller, {
    folio: recibo.folio,
    fecha: demoDay(recibo.dia),
    formaPago: 'Transferencia',
    total: moneyToJson(recibo.total),
    proveedor: { id: proveedorId },
    obra: { id: obraId },
    descripcion: recibo.descripcion,
  } satisfies Gasto);
  const id = created.id;
  const pdf = await comprobantePdf(`Recibo ${recibo.folio}`, recibo.descripcion);
  await aplicar(tx, files, caller, gastos, id, pdf, `recibo-${recibo.folio}.pdf`);
  return (await chargeOf(tx, 'GASTO', id))!;
}

/** The Indirectos of the other obras, in date order so folios and dates agree. */
async function gastosDeLasObras(tx: Tx, files: FileStore, caller: Caller): Promise<void> {
  const obras = await obrasPorNombre(tx, Object.keys(CIFRAS_OBRAS));
  const demos = Object.entries(CIFRAS_OBRAS)
    .flatMap(([nombre, cifras]) => cifras.gastos.map((g): [string, GastoDemo] => [nombre, g]))
    .sort(([, a], [, b]) => a.dia - b.dia);
  const proveedores = await proveedoresPorNombre(tx, [...new Set(demos.map(([, g]) => g.proveedor))]);
  for (const [nombre, { proveedor: quien, ...recibo }] of demos) {
    const found = obras.get(nombre);
    const proveedorId = proveedores.get(quien);
    if (proveedorId === undefined) throw new Error(`Proveedor demo inexistente: ${quien}`);
    if (found) await gastoAplicado(tx, files, caller, found.id, proveedorId, recibo);
  }
}

export async function seedCuentasPorPagarDemo(db: Db, files: FileStore, sucursalId: number): Promise<void> {
  const caller = await adminCaller(db, sucursalId);
  if (!caller) return;
  await inTransaction(db, caller.id, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727004)`);
    const [{ existentes }] = await tx.select({ existentes: count() }).from(gasto);
    const [hotel] = await tx
      .select({ id: obra.id })
      .from(obra)
      .where(and(eq(obra.sucursalId, sucursalId), eq(obra.nombre, OBRA_CUENTAS_POR_PAGAR)));
    const proveedores = await tx.select({ id: proveedor.id }).from(proveedor).orderBy(asc(proveedor.id)).limit(3);
    if (existentes > 0 || !hotel || proveedores.length < 3) return;
    const [p1, p2, p3] = proveedores.map((p) => p.id);
    const aplicado = (proveedorId: number, folio: number, dia: number, total: string, descripcion: string) =>
      gastoAplicado(tx, files, caller, hotel.id, proveedorId, { folio, dia, total, descripcion });

    await aplicado(p1, 3101, -3, '18560.00', 'Renta de andamios, semana 12');
    await aplicado(p1, 3114, -40, '7424.50', 'Flete de material a obra');
    const porPagar = await aplicado(p2, 5520, -140, '12180.00', 'Impermeabilizacion de azotea');
    const pagado = await aplicado(p3, 880, -20, '3480.00', 'Reparacion de revolvedora');

    await schedule(tx, porPagar.id, demoDay(2));
    await schedule(tx, pagado.id, demoDay(-1));
    await registrarPago(tx, caller, {
      proveedorId: p3,
      obraId: hotel.id,
      fecha: demoDay(-1),
      formaPago: 'Cheque',
      descripcion: 'Cheque 10452',
      pagos: [{ cargoId: pagado.id, monto: 348000n }],
    });

    await gastosDeLasObras(tx, files, caller);
  });
}
