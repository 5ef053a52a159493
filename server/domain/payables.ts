/**
 * Cuentas por pagar (docs/domain.md): the payables ledger (./ledger.ts) as the office reads,
 * schedules and pays it. Reads are of one visible obra; every write guards the obra first
 * (`lockOpenObra`: 404 when not visible, 409 when terminado), then locks the charges in id order,
 * the same order as every other writer of the ledger, so concurrent writers queue instead of
 * deadlocking. A payment pays the whole saldo of each charge it names: a repeated or concurrent one
 * finds them paid and answers 409 with nothing stored.
 */
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { centsToText, moneyToJson, toCents } from '../../schemas/money';
import {
  CARGO_NO_ENCONTRADO,
  CARGO_REPETIDO,
  cargoDeOtraObra,
  cargoDeOtroProveedor,
  cargoNoAutorizado,
  cargoYaPagado,
  fechaPagoPasada,
  montoNoEsSaldo,
  cargosCambiaron,
  SIN_CARGOS_POR_PAGAR,
} from '../../schemas/payables';
import { businessToday } from '../../schemas/today';
import type { Caller } from '../auth/session';
import type { Db, Executor, Tx } from '../db/client';
import { countRows } from '../db/count';
import { keysetList, keysetOrder } from '../db/keyset';
import { pageRequest, toPage, type Page } from '../db/paging';
import { abono, cargo, compra, gasto, proveedor, type TipoDocumentoCargo } from '../db/schema';
import { inTransaction } from '../db/tx';
import { documentoUrl } from '../files/documentos';
import { badRequest, conflict, notFound } from '../http-errors';
import { visibleTo } from '../modules/common/sucursal';
import { agingAmounts, agingColumns, type AgingBuckets } from './aging';
import { assertVisibleObra, lockOpenObra } from './closed-obra';
import { ABONO_NO_POSITIVO, CARGO_NO_ENCONTRADO as SIN_CARGO, schedule, unschedule, type Cargo } from './ledger';

// The refusals' texts live beside the schemas, so the mocks answer them letter for letter.
export * from '../../schemas/payables';

/** A charge as the screens read it (schemas/api/contabilidad.ts `cargoLeido`). */
export interface CargoLeido {
  id: number;
  tipoDocumento: Cargo['tipoDocumento'];
  folioDocumento: number;
  referenciaDocumento: number;
  fecha: string;
  proveedor: { id: number; nombre: string };
  monto: number;
  saldo: number;
  promesaPago: string;
  fechaPago?: string;
  autorizado: boolean;
  obra: { id: number };
  comprobante?: string;
}

// The comprobante of the charge's document: the compra's or the gasto's, by tipoDocumento.
const comprobanteId = sql<number | null>`coalesce(${compra.comprobanteId}, ${gasto.comprobanteId})`;

/**
 * Whether stored file `documentoId` is the comprobante of a charge's document: the Cuentas por
 * Pagar screens show it beside the charge, so their permisos read it (server/modules/documento).
 */
export async function isChargeComprobante(db: Executor, documentoId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cargo.id })
    .from(cargo)
    .leftJoin(compra, and(eq(cargo.tipoDocumento, 'COMPRA'), eq(compra.id, cargo.documentoId)))
    .leftJoin(gasto, and(eq(cargo.tipoDocumento, 'GASTO'), eq(gasto.id, cargo.documentoId)))
    .where(eq(comprobanteId, documentoId))
    .limit(1);
  return rows.length > 0;
}

const unpaidAuthorized = (): SQL => sql`(${eq(cargo.autorizado, true)} AND ${gt(cargo.saldo, '0')})`;

function cargosQuery(db: Executor) {
  return db
    .select({ cargo, proveedorNombre: proveedor.nombre, comprobanteId })
    .from(cargo)
    .innerJoin(proveedor, eq(proveedor.id, cargo.proveedorId))
    .leftJoin(compra, and(eq(cargo.tipoDocumento, 'COMPRA'), eq(compra.id, cargo.documentoId)))
    .leftJoin(gasto, and(eq(cargo.tipoDocumento, 'GASTO'), eq(gasto.id, cargo.documentoId)));
}

type CargoRow = Awaited<ReturnType<ReturnType<typeof cargosQuery>['execute']>>[number];

function toCargoLeido({ cargo: row, proveedorNombre, comprobanteId: documentoId }: CargoRow): CargoLeido {
  return {
    id: row.id,
    tipoDocumento: row.tipoDocumento,
    folioDocumento: row.folioDocumento,
    referenciaDocumento: row.documentoId,
    fecha: row.fecha,
    proveedor: { id: row.proveedorId, nombre: proveedorNombre },
    monto: moneyToJson(row.monto),
    saldo: moneyToJson(row.saldo),
    promesaPago: row.promesaPago,
    ...(row.fechaPago ? { fechaPago: row.fechaPago } : {}),
    autorizado: row.autorizado,
    obra: { id: row.obraId },
    ...(documentoId != null ? { comprobante: documentoUrl(documentoId) } : {}),
  };
}

/** What a list of charges may ask for. */
export interface CargosFilter {
  /** One obra's; every visible obra's without it (paid charges only). */
  obraId?: number;
  /** Unpaid (saldo > 0) or paid (saldo 0). */
  pagados: boolean;
  autorizado?: boolean;
  proveedorId?: number;
}

function cargosWhere(caller: Caller, filter: CargosFilter) {
  return and(
    filter.obraId === undefined ? undefined : eq(cargo.obraId, filter.obraId),
    visibleTo(caller, cargo.sucursalId),
    filter.pagados ? eq(cargo.saldo, '0') : gt(cargo.saldo, '0'),
    filter.autorizado === undefined ? undefined : eq(cargo.autorizado, filter.autorizado),
    filter.proveedorId === undefined ? undefined : eq(cargo.proveedorId, filter.proveedorId),
  );
}

// Unpaid charges by payment date (unscheduled last), then promise, then id; paid ones recent first.
// Each order has its index (cargo_por_pagar_orden_idx, cargo_pagado_orden_idx).
const porPagarOrder = keysetOrder([
  [{ sql: sql`coalesce(${cargo.fechaPago}, 'infinity'::date)`, of: (row) => row.fechaPago ?? 'infinity' }, 'asc'],
  [cargo.promesaPago, 'asc'],
  [cargo.id, 'asc'],
]);
const pagadosOrder = keysetOrder([
  [cargo.fecha, 'desc'],
  [cargo.id, 'desc'],
]);
const cargoOf = (row: { cargo: Record<string, unknown> }) => row.cargo;
const porPagarList = keysetList('cargos por pagar', porPagarOrder, [cargo], cargoOf);
const pagadosList = keysetList('cargos pagados', pagadosOrder, [cargo], cargoOf);
const cargosOrder = (filter: CargosFilter) => (filter.pagados ? pagadosOrder : porPagarOrder).orderBy;

/** A page of the charges of the obra, or of every visible obra without one. */
export async function pageCargos(
  db: Executor,
  caller: Caller,
  filter: CargosFilter,
  query: Record<string, unknown>,
): Promise<Page<CargoLeido>> {
  if (filter.obraId !== undefined) await assertVisibleObra(db, caller, filter.obraId);
  const paging = pageRequest(query);
  const where = cargosWhere(caller, filter);
  const sought = (filter.pagados ? pagadosList : porPagarList)(where, paging);
  const [rows, total] = await Promise.all([
    cargosQuery(db)
      .where(and(where, sought.after))
      .orderBy(...cargosOrder(filter))
      .limit(paging.pageSize)
      .offset(sought.offset),
    sought.total ?? countRows(db, cargo, where),
  ]);
  sought.remember(rows);
  sought.rememberTotal(total);
  return toPage(rows.map(toCargoLeido), total, paging);
}

/** Every charge of the list a page would show, in its order, with the obra: a printed list. */
export async function everyCargo(db: Executor, caller: Caller, filter: CargosFilter & { obraId: number }) {
  const obra = await assertVisibleObra(db, caller, filter.obraId);
  const rows = await cargosQuery(db)
    .where(cargosWhere(caller, filter))
    .orderBy(...cargosOrder(filter));
  return { obra, cargos: rows.map(toCargoLeido) };
}

async function cargoLeido(db: Executor, cargoId: number): Promise<CargoLeido> {
  const [row] = await cargosQuery(db).where(eq(cargo.id, cargoId));
  return toCargoLeido(row);
}

/**
 * calendarizarPago (a date) or descalendarizar (null) a visible charge, named by id or by its
 * document (whose visibility the caller checked): 404 when the caller cannot see the charge, 409
 * when the document has none yet, its obra is terminado or it is paid, and 409 for a date already
 * past in business time unless `confirmar` says the caller meant it (a payment made last week).
 */
export function scheduleCargo(
  db: Db,
  caller: Caller,
  which: { cargoId: number } | { tipoDocumento: TipoDocumentoCargo; documentoId: number },
  fechaPago: string | null,
  confirmar = false,
): Promise<CargoLeido> {
  const charge =
    'cargoId' in which
      ? eq(cargo.id, which.cargoId)
      : and(eq(cargo.tipoDocumento, which.tipoDocumento), eq(cargo.documentoId, which.documentoId));
  return inTransaction(db, caller.id, async (tx) => {
    const [found] = await tx
      .select({ id: cargo.id, obraId: cargo.obraId })
      .from(cargo)
      .where(and(charge, visibleTo(caller, cargo.sucursalId)));
    // A document the caller can see (its route checked) without a charge is not applied yet: 409.
    if (!found) throw 'cargoId' in which ? notFound(CARGO_NO_ENCONTRADO) : conflict(SIN_CARGO);
    await lockOpenObra(tx, caller, found.obraId);
    if (fechaPago !== null && fechaPago < businessToday() && !confirmar) throw conflict(fechaPagoPasada(fechaPago));
    await (fechaPago === null ? unschedule(tx, found.id) : schedule(tx, found.id, fechaPago));
    return cargoLeido(tx, found.id);
  });
}

/** A payment's charges: each with the saldo the caller saw, in cents. */
export interface PagoDeCargo {
  cargoId: number;
  monto: bigint;
}

export interface Payment {
  obraId: number;
  proveedorId: number;
  /** YYYY-MM-DD. */
  fecha: string;
  /** The pago's id, once stored: every abono refers to it. */
  pagoId?: number;
}

/**
 * Locks the charges a payment names and checks each: of the payment's obra and proveedor,
 * authorized, unpaid, and its monto the current saldo. Answers the payment's total. The caller
 * holds the obra's lock (the pago document's scope took it).
 */
export async function lockChargesToPay(
  tx: Tx,
  caller: Caller,
  payment: Payment,
  pagos: PagoDeCargo[],
): Promise<bigint> {
  const ids = pagos.map((pago) => pago.cargoId).sort((a, b) => a - b);
  if (new Set(ids).size !== ids.length) throw badRequest(CARGO_REPETIDO);
  const locked = await tx
    .select()
    .from(cargo)
    .where(and(inArray(cargo.id, ids), visibleTo(caller, cargo.sucursalId)))
    .orderBy(asc(cargo.id))
    .for('update');
  if (locked.length !== ids.length) throw notFound(CARGO_NO_ENCONTRADO);
  const byId = new Map(locked.map((row) => [row.id, row]));
  let total = 0n;
  for (const pago of pagos) {
    const row = byId.get(pago.cargoId)!;
    const saldo = toCents(row.saldo);
    if (row.obraId !== payment.obraId) throw conflict(cargoDeOtraObra(row.folioDocumento));
    if (row.proveedorId !== payment.proveedorId) throw conflict(cargoDeOtroProveedor(row.folioDocumento));
    if (saldo === 0n) throw conflict(cargoYaPagado(row.folioDocumento));
    if (!row.autorizado) throw conflict(cargoNoAutorizado(row.folioDocumento));
    if (pago.monto !== saldo) throw conflict(montoNoEsSaldo(row.folioDocumento, saldo));
    total += saldo;
  }
  return total;
}

/** The authorized unpaid charges of the payment's obra and proveedor the caller sees. */
const dueCharges = (caller: Caller, payment: Payment) =>
  cargosWhere(caller, { obraId: payment.obraId, proveedorId: payment.proveedorId, pagados: false, autorizado: true });

/** How many charges "pay them all" pays and their total: what Registro de Pago shows before paying. */
export async function dueTotal(db: Executor, caller: Caller, payment: Omit<Payment, 'fecha'>) {
  await assertVisibleObra(db, caller, payment.obraId);
  const [row] = await db
    .select({ cargos: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${cargo.saldo}), 0)` })
    .from(cargo)
    .where(dueCharges(caller, { ...payment, fecha: '' }));
  return { cargos: Number(row.cargos), total: moneyToJson(row.total) };
}

/**
 * Locks every authorized unpaid charge of the payment's obra and proveedor, in id order, one
 * statement whatever their count: a payment of them all pays each whole saldo. Their total must be
 * `visto`, the one the caller was shown, or nothing is paid (a charge authorized, paid or
 * unscheduled meanwhile: 409). A concurrent payment waits on the locks and then finds them paid.
 */
export async function lockDueCharges(
  tx: Tx,
  caller: Caller,
  payment: Payment,
  visto: bigint,
): Promise<{ pagos: PagoDeCargo[]; total: bigint }> {
  const locked = await tx
    .select({ id: cargo.id, saldo: cargo.saldo })
    .from(cargo)
    .where(dueCharges(caller, payment))
    .orderBy(asc(cargo.id))
    .for('update');
  if (locked.length === 0) throw conflict(SIN_CARGOS_POR_PAGAR);
  const pagos = locked.map((row) => ({ cargoId: row.id, monto: toCents(row.saldo) }));
  const total = pagos.reduce((sum, pago) => sum + pago.monto, 0n);
  if (total !== visto) throw conflict(cargosCambiaron(total));
  return { pagos, total };
}

/**
 * The abono of each charge, in the caller's transaction, after `lockChargesToPay` or
 * `lockDueCharges` (which locked them and checked each monto is the saldo): one insert and one
 * update for all of them, so a payment of hundreds of charges is two statements, not one per charge.
 */
export async function payCharges(tx: Tx, payment: Required<Payment>, pagos: PagoDeCargo[]): Promise<void> {
  if (pagos.some((pago) => pago.monto <= 0n)) throw badRequest(ABONO_NO_POSITIVO);
  const ids = pagos.map((pago) => pago.cargoId);
  await tx.insert(abono).values(
    pagos.map((pago) => ({
      cargoId: pago.cargoId,
      fecha: payment.fecha,
      monto: centsToText(pago.monto),
      tipo: 'PAGO' as const,
      referencia: payment.pagoId,
    })),
  );
  const paid = sql`(select coalesce(sum(${abono.monto}), 0) from ${abono} where ${abono.cargoId} = ${cargo.id}
    and ${abono.tipo} = 'PAGO' and ${abono.referencia} = ${payment.pagoId})`;
  await tx
    .update(cargo)
    .set({ saldo: sql`${cargo.saldo} - ${paid}` })
    .where(inArray(cargo.id, ids));
}

/** The charges a pago paid, with what it paid of each, by folio. */
export async function cargosDelPago(db: Executor, pagoId: number) {
  const rows = await db
    .select({
      id: cargo.id,
      tipoDocumento: cargo.tipoDocumento,
      folioDocumento: cargo.folioDocumento,
      fecha: cargo.fecha,
      monto: abono.monto,
    })
    .from(abono)
    .innerJoin(cargo, eq(cargo.id, abono.cargoId))
    .where(and(eq(abono.tipo, 'PAGO'), eq(abono.referencia, pagoId)))
    .orderBy(asc(cargo.folioDocumento), asc(cargo.id));
  return rows.map((row) => ({ ...row, monto: moneyToJson(row.monto) }));
}

const abonosOrder = keysetOrder([
  [abono.fecha, 'desc'],
  [abono.id, 'desc'],
]);
const abonosList = keysetList(
  'abonos',
  abonosOrder,
  [abono, cargo],
  (row: { abono: Record<string, unknown> }) => row.abono,
);

/** A page of the abonos (pagos and notas de crédito) of the obra, or of every visible obra, recent first. */
export async function pageAbonos(
  db: Executor,
  caller: Caller,
  obraId: number | undefined,
  query: Record<string, unknown>,
) {
  if (obraId !== undefined) await assertVisibleObra(db, caller, obraId);
  const paging = pageRequest(query);
  const where = and(obraId === undefined ? undefined : eq(cargo.obraId, obraId), visibleTo(caller, cargo.sucursalId));
  const sought = abonosList(where, paging);
  const counted = async () => {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(abono)
      .innerJoin(cargo, eq(cargo.id, abono.cargoId))
      .where(where);
    return total;
  };
  const [rows, total] = await Promise.all([
    db
      .select({ abono, cargo, proveedorNombre: proveedor.nombre })
      .from(abono)
      .innerJoin(cargo, eq(cargo.id, abono.cargoId))
      .innerJoin(proveedor, eq(proveedor.id, cargo.proveedorId))
      .where(and(where, sought.after))
      .orderBy(...abonosOrder.orderBy)
      .limit(paging.pageSize)
      .offset(sought.offset),
    sought.total ?? counted(),
  ]);
  sought.remember(rows);
  sought.rememberTotal(total);
  const content = rows.map((row) => ({
    id: row.abono.id,
    cargoId: row.abono.cargoId,
    tipo: row.abono.tipo,
    referencia: row.abono.referencia,
    fecha: row.abono.fecha,
    monto: moneyToJson(row.abono.monto),
    tipoDocumento: row.cargo.tipoDocumento,
    folioDocumento: row.cargo.folioDocumento,
    proveedor: { id: row.cargo.proveedorId, nombre: row.proveedorNombre },
  }));
  return toPage(content, total, paging);
}

/** The cash plan: what each proveedor is to be paid on each date, from the authorized unpaid charges. */
export async function cashPlan(db: Executor, caller: Caller, obraId: number) {
  await assertVisibleObra(db, caller, obraId);
  const rows = await db
    .select({
      fechaPago: sql<string>`${cargo.fechaPago}`,
      proveedorId: cargo.proveedorId,
      nombre: proveedor.nombre,
      total: sql<string>`sum(${cargo.saldo})::text`,
      cargos: sql<number>`count(*)::int`,
    })
    .from(cargo)
    .innerJoin(proveedor, eq(proveedor.id, cargo.proveedorId))
    .where(and(eq(cargo.obraId, obraId), visibleTo(caller, cargo.sucursalId), unpaidAuthorized()))
    .groupBy(cargo.fechaPago, cargo.proveedorId, proveedor.nombre)
    .orderBy(asc(cargo.fechaPago), asc(proveedor.nombre), asc(cargo.proveedorId));
  return rows.map((row) => ({
    fechaPago: row.fechaPago,
    proveedor: { id: row.proveedorId, nombre: row.nombre },
    total: moneyToJson(row.total),
    cargos: row.cargos,
  }));
}

export type PayablesAgingRow = AgingBuckets & { proveedor: { id: number; nombre: string } };

/** The payables aging per proveedor, of one obra or of every visible one. */
export async function payablesAging(db: Executor, caller: Caller, obraId?: number): Promise<PayablesAgingRow[]> {
  if (obraId !== undefined) await assertVisibleObra(db, caller, obraId);
  const rows = await db
    .select({ id: proveedor.id, nombre: proveedor.nombre, ...agingColumns(cargo.saldo, cargo.promesaPago) })
    .from(cargo)
    .innerJoin(proveedor, eq(proveedor.id, cargo.proveedorId))
    .where(
      and(
        gt(cargo.saldo, '0'),
        visibleTo(caller, cargo.sucursalId),
        obraId === undefined ? undefined : eq(cargo.obraId, obraId),
      ),
    )
    .groupBy(proveedor.id, proveedor.nombre)
    .orderBy(asc(proveedor.nombre), asc(proveedor.id));
  return rows.map(({ id, nombre, ...sums }) => ({ proveedor: { id, nombre }, ...agingAmounts(sums) }));
}

/**
 * The authorized unpaid charges of an obra to be paid on `fechaPago`, by proveedor and folio, with
 * their proveedor rows and the obra: a payment run.
 */
export async function paymentRun(db: Executor, caller: Caller, obraId: number, fechaPago: string) {
  const obra = await assertVisibleObra(db, caller, obraId);
  const cargos = await db
    .select({ cargo, proveedor })
    .from(cargo)
    .innerJoin(proveedor, eq(proveedor.id, cargo.proveedorId))
    .where(
      and(
        eq(cargo.obraId, obraId),
        visibleTo(caller, cargo.sucursalId),
        unpaidAuthorized(),
        eq(cargo.fechaPago, fechaPago),
      ),
    )
    .orderBy(asc(proveedor.nombre), asc(proveedor.id), asc(cargo.folioDocumento), asc(cargo.id));
  return { obra, cargos };
}
