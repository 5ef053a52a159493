/**
 * The rules of a compra write beyond its schema and lifecycle (docs/domain.md Compra): a proveedor
 * that exists, whose credit terms give condicionPago; a folio de proveedor not registered on another
 * compra of that proveedor; importe per line and the totals by the server.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Compra } from '../../../schemas/generated/compra';
import { compra } from '../../db/schema';
import { proveedorOf } from '../../domain/proveedor';
import { claveDeFolio, mismoFolio, refuseRepeatedFolio } from '../../domain/repeated-folio';
import { storeTotals } from '../../domain/totals';
import type { DocumentRowOf } from '../../domain/document';
import type { WriteContext } from '../../entity/define';

type CompraWrite = WriteContext<Compra, DocumentRowOf<typeof compra>>;

export const CONTADO = 'Contado';
export const condicionCredito = (dias: number) => `Credito ${dias} dias`;

export const folioProveedorRegistrado = (folioProveedor: string, folio: number) =>
  `El folio de proveedor ${folioProveedor} ya esta registrado en la compra ${folio} de este proveedor..`;
export const FOLIO_PROVEEDOR_EN_OTRA_SUCURSAL =
  'Ese folio de proveedor ya esta registrado en una compra de este proveedor en otra sucursal..';

/** A proveedor's invoice is bought once: its folio on a second compra of the proveedor is a 409. */
async function folioProveedorLibre({ tx, caller, input, current }: CompraWrite): Promise<void> {
  const folioProveedor = input.folioProveedor;
  if (!folioProveedor) return;
  const proveedorId = input.proveedor.id;
  await refuseRepeatedFolio(tx, caller, {
    lockKey: `compra-folio-proveedor:${proveedorId}:${claveDeFolio(folioProveedor)}`,
    holder: async () => {
      const [holder] = await tx
        .select({ folio: compra.folio, folioProveedor: compra.folioProveedor, sucursalId: compra.sucursalId })
        .from(compra)
        .where(
          and(
            eq(compra.proveedorId, proveedorId),
            mismoFolio(compra.folioProveedor, folioProveedor),
            current ? ne(compra.id, current.id) : undefined,
          ),
        )
        .limit(1);
      return holder;
    },
    named: (holder) => folioProveedorRegistrado(holder.folioProveedor ?? folioProveedor, holder.folio),
    elsewhere: FOLIO_PROVEEDOR_EN_OTRA_SUCURSAL,
  });
}

export async function compraRules(ctx: CompraWrite): Promise<void> {
  const found = await proveedorOf(ctx, ctx.input.proveedor.id);
  ctx.errors.throwIfAny();
  await folioProveedorLibre(ctx);
  storeTotals(ctx.lines.compraDetalle, ctx.values, 'cantidadSurtida');
  ctx.values.condicionPago = found?.esCredito ? condicionCredito(found.diasCredito ?? 0) : CONTADO;
}
