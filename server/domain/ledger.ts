/**
 * The payables ledger: a charge (cargo) per applied document and the abonos that lower its saldo.
 * Every document module (compra, gasto, nota de crédito, pago) calls these inside its own
 * transaction, so the document and its ledger entries commit or roll back together. After every
 * call saldo = monto − Σ abonos and 0 ≤ saldo ≤ monto; the database checks the bounds and that a
 * document has at most one charge.
 */
import { and, eq, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import { centsToText, formatCents, moneyToJson, toCents } from '../../schemas/money';
import type { Executor, Tx } from '../db/client';
import { wrote } from '../db/keyset';
import { abono, cargo, proveedor, type TipoAbono, type TipoDocumentoCargo } from '../db/schema';
import { badRequest, conflict } from '../http-errors';

export type Cargo = InferSelectModel<typeof cargo>;
export type Abono = InferSelectModel<typeof abono>;

export const CARGO_NO_ENCONTRADO = 'El documento no tiene cargo..';
export const CARGO_PAGADO = 'El cargo ya esta pagado..';
export const ABONO_NO_POSITIVO = 'El monto del abono debe ser mayor a cero..';

const DOCUMENTO: Record<TipoDocumentoCargo, string> = { COMPRA: 'La compra', GASTO: 'El gasto' };

export const cargoDuplicado = (tipo: TipoDocumentoCargo, folio: number) =>
  `${DOCUMENTO[tipo]} ${folio} ya tiene un cargo..`;
export const abonoExcedido = (folio: number, saldo: bigint) =>
  `El abono excede el saldo del folio ${folio}: ${formatCents(saldo)}..`;

export interface ChargeOpening {
  tipoDocumento: TipoDocumentoCargo;
  documentoId: number;
  folioDocumento: number;
  /** YYYY-MM-DD, the document's date. */
  fecha: string;
  proveedorId: number;
  /** The document's obra, as `lockOpenObra` answered it. */
  obra: { id: number; sucursalId: number };
  monto: bigint;
}

/**
 * Opens the document's charge, unauthorized, with saldo = monto and promesaPago = fecha + the
 * proveedor's días de crédito (none unless it sells on credit); 409 when the document has one.
 */
export async function openCharge(tx: Tx, opening: ChargeOpening): Promise<Cargo> {
  const { obra, monto, ...document } = opening;
  const diasCredito = sql`(SELECT CASE WHEN ${proveedor.esCredito} THEN coalesce(${proveedor.diasCredito}, 0) ELSE 0 END
    FROM ${proveedor} WHERE ${proveedor.id} = ${opening.proveedorId})`;
  const [opened] = await tx
    .insert(cargo)
    .values({
      ...document,
      obraId: obra.id,
      sucursalId: obra.sucursalId,
      monto: centsToText(monto),
      saldo: centsToText(monto),
      promesaPago: sql`${opening.fecha}::date + ${diasCredito}`,
    })
    .onConflictDoNothing({ target: [cargo.tipoDocumento, cargo.documentoId] })
    .returning();
  if (!opened) throw conflict(cargoDuplicado(opening.tipoDocumento, opening.folioDocumento));
  wrote(tx, cargo);
  return opened;
}

/** The charge of a document, if it has one. */
export async function chargeOf(
  tx: Tx,
  tipoDocumento: TipoDocumentoCargo,
  documentoId: number,
): Promise<Cargo | undefined> {
  const [found] = await tx
    .select()
    .from(cargo)
    .where(and(eq(cargo.tipoDocumento, tipoDocumento), eq(cargo.documentoId, documentoId)));
  return found;
}

/** Each document with the saldo of its charge, when it has one (an applied compra or gasto): one query. */
export async function withChargeSaldo<R extends { id: number }>(
  db: Executor,
  tipoDocumento: TipoDocumentoCargo,
  records: R[],
): Promise<R[]> {
  const idOf = (record: R) => record.id;
  if (records.length === 0) return records;
  const charges = await db
    .select({ documentoId: cargo.documentoId, saldo: cargo.saldo })
    .from(cargo)
    .where(and(eq(cargo.tipoDocumento, tipoDocumento), inArray(cargo.documentoId, records.map(idOf))));
  const saldos = new Map(charges.map((charge) => [charge.documentoId, moneyToJson(charge.saldo)]));
  return records.map((record) => (saldos.has(idOf(record)) ? { ...record, saldo: saldos.get(idOf(record)) } : record));
}

/** The charge locked until the transaction ends: concurrent abonos and schedules queue; 409 if missing. */
async function lockCharge(tx: Tx, cargoId: number): Promise<Cargo> {
  const [found] = await tx.select().from(cargo).where(eq(cargo.id, cargoId)).for('update');
  if (!found) throw conflict(CARGO_NO_ENCONTRADO);
  return found;
}

export interface AbonoEntry {
  cargoId: number;
  /** YYYY-MM-DD, the date of the payment or nota. */
  fecha: string;
  monto: bigint;
  tipo: TipoAbono;
  /** The id of the pago or nota de crédito that pays. */
  referencia: number;
}

/** Lowers the charge's saldo by `monto` and records the abono; 409 above the current saldo. */
export async function recordAbono(tx: Tx, entry: AbonoEntry): Promise<{ cargo: Cargo; abono: Abono }> {
  if (entry.monto <= 0n) throw badRequest(ABONO_NO_POSITIVO);
  const current = await lockCharge(tx, entry.cargoId);
  const saldo = toCents(current.saldo);
  if (entry.monto > saldo) throw conflict(abonoExcedido(current.folioDocumento, saldo));
  const [recorded] = await tx
    .insert(abono)
    .values({ ...entry, monto: centsToText(entry.monto) })
    .returning();
  const [lowered] = await tx
    .update(cargo)
    .set({ saldo: centsToText(saldo - entry.monto) })
    .where(eq(cargo.id, entry.cargoId))
    .returning();
  wrote(tx, abono);
  wrote(tx, cargo);
  return { cargo: lowered, abono: recorded };
}

/** Sets (fechaPago) or clears (null) the charge's payment date; 409 once it is paid. */
async function setSchedule(tx: Tx, cargoId: number, fechaPago: string | null): Promise<Cargo> {
  const current = await lockCharge(tx, cargoId);
  if (toCents(current.saldo) === 0n) throw conflict(CARGO_PAGADO);
  const [updated] = await tx
    .update(cargo)
    .set({ autorizado: fechaPago !== null, fechaPago })
    .where(eq(cargo.id, cargoId))
    .returning();
  wrote(tx, cargo);
  return updated;
}

/** calendarizarPago: authorizes the charge to be paid on `fechaPago` (YYYY-MM-DD). */
export const schedule = (tx: Tx, cargoId: number, fechaPago: string) => setSchedule(tx, cargoId, fechaPago);

/** descalendarizar: the charge back to unauthorized, without a payment date. */
export const unschedule = (tx: Tx, cargoId: number) => setSchedule(tx, cargoId, null);
