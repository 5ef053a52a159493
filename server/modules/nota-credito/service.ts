/**
 * Notas de crédito (docs/domain.md Nota de crédito): a document declared once (schema with its
 * `x-lifecycle`, tables, ./rules.ts), made from an applied compra: editable and attachable while
 * `creado`; aplicar needs the comprobante and lowers the saldo of its compra's charge by the nota's
 * total (an abono NOTA_CREDITO) in the same transaction. Routes: ./routes.ts; the PDF: ./reporte.ts.
 */
import { eq } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { NotaCredito } from '../../../schemas/generated/notaCredito';
import { toCents } from '../../../schemas/money';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { notaCredito, notaCreditoDetalle, proveedor, sucursal } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import { CARGO_NO_ENCONTRADO, chargeOf, recordAbono } from '../../domain/ledger';
import { proveedorNamed } from '../../domain/proveedor';
import { conflict } from '../../http-errors';
import { obras } from '../obra/service';
import { notaRules } from './rules';

export type { NotaCredito };

export const notas = defineDocument<NotaCredito, typeof notaCredito>({
  schema: schemas.notaCredito,
  table: notaCredito,
  idParam: 'notaCreditoId',
  relations: {
    proveedor: { column: notaCredito.proveedorId, table: proveedor },
    sucursal: { column: notaCredito.sucursalId, table: sucursal },
  },
  lines: { notaCreditoDetalle: { table: notaCreditoDetalle, parent: notaCreditoDetalle.notaCreditoId } },
  order: [
    [notaCredito.fecha, 'desc'],
    [notaCredito.folio, 'desc'],
    [notaCredito.id, 'desc'],
  ],
  rules: notaRules,
  search: async ({ tx, input, values }, folio) => [
    folio,
    input.folioProveedor,
    values.folioCompra,
    (await proveedorNamed(tx, values.proveedorId as number))?.nombre,
  ],
  actions: {
    aplicar: {
      effect: async ({ db, document }) => {
        const charge = await chargeOf(db, 'COMPRA', document.compraId);
        if (!charge) throw conflict(CARGO_NO_ENCONTRADO);
        const monto = toCents(document.total);
        await recordAbono(db, {
          cargoId: charge.id,
          fecha: document.fecha,
          monto,
          tipo: 'NOTA_CREDITO',
          referencia: document.id,
        });
      },
    },
  },
});

/** GET /api/notaCredito/obra/{obraId}: one obra's notas, paged; 404 for an obra the caller cannot see. */
export async function pageNotasDeObra(db: Executor, caller: Caller, obraId: number, query: Record<string, unknown>) {
  await obras.get(db, caller, obraId);
  return notas.page(db, caller, query, eq(notaCredito.obraId, obraId));
}
