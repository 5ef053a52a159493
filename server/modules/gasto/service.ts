/**
 * Gastos (docs/domain.md Gasto): a document declared once (schema with its `x-lifecycle`, table):
 * editable and attachable while it has no comprobante (a PDF); aplicar needs it and opens the
 * gasto's charge (GASTO) in the payables ledger, which holds its saldo. Routes: ./routes.ts.
 */
import { schemas } from '../../../schemas';
import type { Gasto } from '../../../schemas/generated/gasto';
import { gasto, presupuestoPartida, proveedor } from '../../db/schema';
import { defineDocument } from '../../domain/document';
import { proveedorNamed, proveedorOf } from '../../domain/proveedor';

export type { Gasto };

export const gastos = defineDocument<Gasto, typeof gasto>({
  schema: schemas.gasto,
  table: gasto,
  idParam: 'gastoId',
  relations: {
    proveedor: { column: gasto.proveedorId, table: proveedor },
    partida: { column: gasto.partidaId, table: presupuestoPartida },
  },
  order: [
    [gasto.fecha, 'desc'],
    [gasto.id, 'desc'],
  ],
  rules: async (ctx) => {
    await proveedorOf(ctx, ctx.input.proveedor.id);
  },
  search: async ({ tx, input }, folio) => [
    folio,
    input.descripcion,
    (await proveedorNamed(tx, input.proveedor.id))?.nombre,
  ],
  // Aplicar opens this charge (server/domain/document.ts).
  charge: 'GASTO',
});
