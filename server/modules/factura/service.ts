/**
 * Facturas (docs/domain.md Factura (cobro) and ingresos): client invoices of an obra, declared once
 * (schema with its `x-lifecycle`, table), each with its PDF, stored in the saving transaction. The
 * folio is the one typed; promesaPago defaults to fecha + the cliente's días de crédito; saldo is
 * the receivables ledger's (server/domain/receivables.ts): total on creation, total − Σ ingresos
 * after an edit, which may not lower the total below what was collected. Routes: ./routes.ts.
 */
import { and, eq, gt, ne, type SQL } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Factura } from '../../../schemas/generated/factura';
import { centsToText, toCents } from '../../../schemas/money';
import { facturaDeEstimacion } from '../../../schemas/estimacion';
import { FACTURA_SIN_PDF } from '../../../schemas/receivables';
import { comprobanteTypes, lifecycleOf } from '../../../schemas/lifecycle';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { cliente, estimacion, factura, obra } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import { ingresosDe, saldoForTotal } from '../../domain/receivables';
import { claveDeFolio, mismoFolio, refuseRepeatedFolio } from '../../domain/repeated-folio';
import { FILE_REQUIRED } from '../../files/comprobante-upload';
import { storeDocumento, type Upload } from '../../files/documentos';
import type { FileStore } from '../../files/storage';
import type { Hooks } from '../../entity/define';
import { badRequest, conflict } from '../../http-errors';
import { checkedBody } from '../../validation';
import { visibleTo } from '../common/sucursal';

export type { Factura };

export const MODULO = '/cobro';
export const CLIENTE_NO_EXISTE = 'El cliente no existe..';
export const facturaRegistrada = (folio: Factura['folio'], obraNombre: string) =>
  `La factura ${folio} ya esta registrada, en la obra ${obraNombre}..`;
export const FACTURA_EN_OTRA_SUCURSAL = 'Ese folio de factura ya esta registrado en otra sucursal..';

/** `fecha` (YYYY-MM-DD) plus `dias` calendar days. */
export function addDays(fecha: string, dias: number): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + dias)).toISOString().slice(0, 10);
}

export const facturas = defineDocument<Factura, typeof factura>({
  schema: schemas.factura,
  table: factura,
  idParam: 'facturaId',
  relations: { cliente: { column: factura.clienteId, table: cliente } },
  order: [
    [factura.fecha, 'desc'],
    [factura.id, 'desc'],
  ],
  async rules({ tx, caller, input, values, current, errors }) {
    const [found] = await tx
      .select({ nombre: cliente.nombre, diasCredito: cliente.diasCredito })
      .from(cliente)
      .where(and(eq(cliente.id, input.cliente.id), visibleTo(caller, cliente.sucursalId)));
    if (!found) return errors.add('cliente', CLIENTE_NO_EXISTE);
    // The company invoices each folio once, whatever the sucursal.
    await refuseRepeatedFolio(tx, caller, {
      lockKey: `factura-folio:${claveDeFolio(input.folio)}`,
      holder: async () => {
        const [holder] = await tx
          .select({ sucursalId: factura.sucursalId, folio: factura.folio, obra: obra.nombre })
          .from(factura)
          .innerJoin(obra, eq(obra.id, factura.obraId))
          .where(and(mismoFolio(factura.folio, input.folio), current ? ne(factura.id, current.id) : undefined))
          .limit(1);
        return holder;
      },
      named: (holder) => facturaRegistrada(holder.folio, holder.obra),
      elsewhere: FACTURA_EN_OTRA_SUCURSAL,
    });
    values.promesaPago = input.promesaPago ?? addDays(input.fecha, found.diasCredito);
    const total = errors.cents('total', input.total) ?? 0n;
    errors.throwIfAny();
    if (current && total !== toCents(current.total)) {
      const [hecha] = await tx
        .select({ folio: estimacion.folio })
        .from(estimacion)
        .where(eq(estimacion.facturaId, current.id));
      if (hecha) throw conflict(facturaDeEstimacion(hecha.folio));
    }
    values.saldo = centsToText(current ? await saldoForTotal(tx, current.id, total) : total);
  },
  search: async ({ tx, input }, folio) => {
    const [found] = await tx.select({ nombre: cliente.nombre }).from(cliente).where(eq(cliente.id, input.cliente.id));
    return [folio, found?.nombre];
  },
});

/** The body of the `factura` part, checked as the routes of JSON bodies check theirs: 400 with every field's message. */
export const checkedFactura = (body: unknown): Factura => checkedBody<Factura>(schemas.factura, body);

const lifecycle = lifecycleOf(schemas.factura);

/** The PDF becomes the factura's comprobante, a documento of its sucursal, in the write's transaction. */
const withPdf = (files: FileStore, pdf: Upload | undefined): Hooks<Factura> => ({
  async beforeWrite({ tx, caller, values, resolveOwner }) {
    if (!pdf) return;
    // The owner of an obra document is its obra, which gives it its sucursal.
    await resolveOwner();
    const owner = { modulo: MODULO, sucursalId: values.sucursalId as number };
    values.comprobanteId = (await storeDocumento(tx, files, caller, pdf, owner, comprobanteTypes(lifecycle))).id;
  },
});

/** A read's ingresos, and the estimación that made it when one did (its one link: `estimacion.facturaId`). */
async function withIngresos<F extends { id: number }>(db: Executor, read: F) {
  const [ingresos, [hecha]] = await Promise.all([
    ingresosDe(db, read.id),
    db.select({ id: estimacion.id, folio: estimacion.folio }).from(estimacion).where(eq(estimacion.facturaId, read.id)),
  ]);
  return { ...read, ingresos, ...(hecha ? { estimacion: hecha } : {}) };
}

export const getFactura = async (db: Executor, caller: Caller, id: unknown) =>
  withIngresos(db, await facturas.get(db, caller, id));

/** POST: the PDF is required (it is the comprobante); the body was checked before it was read. */
export async function createFactura(db: Executor, files: FileStore, caller: Caller, body: Factura, pdf?: Upload) {
  if (!pdf) throw badRequest(FACTURA_SIN_PDF, [{ field: 'files', message: FILE_REQUIRED }]);
  return withIngresos(db, await facturas.create(db, caller, body, withPdf(files, pdf)));
}

export const updateFactura = async (db: Executor, files: FileStore, caller: Caller, body: Factura, pdf?: Upload) =>
  withIngresos(db, await facturas.update(db, caller, body, withPdf(files, pdf)));

export type FacturaQuery = {
  obraId?: number;
  clienteId?: number;
  clientId?: number;
  porCobrar?: string;
  toSearch?: string;
  page?: number;
  pageSize?: number;
};

/**
 * The visible facturas, paged: of one obra (404 for one the caller cannot see), of one cliente
 * (`clienteId`, or `clientId` as porcoborar names it), only those with a saldo when asked.
 */
export async function pageFacturas(db: Executor, caller: Caller, query: FacturaQuery, porCobrar = false) {
  const clienteId = query.clienteId ?? query.clientId;
  const where: (SQL | undefined)[] = [
    clienteId === undefined ? undefined : eq(factura.clienteId, clienteId),
    porCobrar || query.porCobrar === 'true' ? gt(factura.saldo, '0') : undefined,
  ];
  return facturas.pageOfObra(db, caller, query, and(...where));
}
