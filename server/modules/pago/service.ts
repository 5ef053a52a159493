/**
 * Pagos (docs/domain.md Cuentas por pagar): a document declared once (schemas/pago.schema.json,
 * table `pago`), born paid: its folio, search and obra scope come from the document layer, and its
 * write is the payment itself — the charges it names locked and checked, the pago stored with their
 * total, an abono per charge (server/domain/payables.ts), all in the document's transaction.
 */
import { schemas } from '../../../schemas';
import type { Pago } from '../../../schemas/generated/pago';
import { centsToText } from '../../../schemas/money';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { pago, proveedor } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import {
  cargosDelPago,
  dueTotal,
  lockChargesToPay,
  lockDueCharges,
  payCharges,
  type PagoDeCargo,
} from '../../domain/payables';
import { proveedorNamed, proveedorOf } from '../../domain/proveedor';

export type { Pago };

export const pagos = defineDocument<Pago, typeof pago>({
  schema: schemas.pago,
  table: pago,
  idParam: 'pagoId',
  relations: { proveedor: { column: pago.proveedorId, table: proveedor } },
  order: [
    [pago.fecha, 'desc'],
    [pago.id, 'desc'],
  ],
  rules: async (ctx) => {
    await proveedorOf(ctx, ctx.input.proveedor.id);
  },
  search: async ({ tx, input }, folio) => [
    folio,
    input.descripcion,
    input.formaPago,
    (await proveedorNamed(tx, input.proveedor.id))?.nombre,
  ],
});

export interface PagoNuevo {
  proveedorId: number;
  obraId: number;
  fecha: string;
  formaPago: Pago['formaPago'];
  descripcion?: string;
  /** The charges named, each with its saldo… */
  pagos?: PagoDeCargo[];
  /** …or all the proveedor's due charges of the obra, which must add up to this total (cents). */
  todos?: bigint;
}

/** Registers the payment: 201 with the pago and its charges, or a 4xx with nothing stored. */
export async function registrarPago(db: Executor, caller: Caller, nuevo: PagoNuevo) {
  const payment = { obraId: nuevo.obraId, proveedorId: nuevo.proveedorId, fecha: nuevo.fecha };
  const record: Pago = {
    fecha: nuevo.fecha,
    formaPago: nuevo.formaPago,
    descripcion: nuevo.descripcion,
    proveedor: { id: nuevo.proveedorId },
    obra: { id: nuevo.obraId },
  };
  // What the payment pays, as its locks found it.
  let cargos: PagoDeCargo[] = [];
  const stored = await pagos.create(db, caller, record, {
    // After the document's own rules, which took the obra's lock (409 when terminado).
    async beforeWrite(ctx) {
      if (nuevo.todos !== undefined) {
        const due = await lockDueCharges(ctx.tx, caller, payment, nuevo.todos);
        cargos = due.pagos;
        ctx.values.total = centsToText(due.total);
      } else {
        cargos = nuevo.pagos ?? [];
        ctx.values.total = centsToText(await lockChargesToPay(ctx.tx, caller, payment, cargos));
      }
    },
    afterWrite: (ctx, pagoId) => payCharges(ctx.tx, { ...payment, pagoId }, cargos),
  });
  return { ...stored, cargos: await cargosDelPago(db, stored.id) };
}

/** What paying all of a proveedor's due charges of an obra pays: their count and total. */
export const porPagar = (db: Executor, caller: Caller, obraId: number, proveedorId: number) =>
  dueTotal(db, caller, { obraId, proveedorId });

/** A pago with the charges it paid. */
export async function pagoConCargos(db: Executor, caller: Caller, pagoId: unknown) {
  const found = await pagos.get(db, caller, pagoId);
  return { ...found, cargos: await cargosDelPago(db, found.id) };
}
