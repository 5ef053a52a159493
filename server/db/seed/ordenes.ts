/**
 * Demo órdenes de compra (SEED=demo): in every open demo obra, orders in each status (creado,
 * autorizado, cancelado) with product lines at 16 % and 8 %, totals computed as the server does
 * and folios from the sucursal's series. Loaded once, into an empty orden_compra table, after the
 * demo obras, proveedores and conceptos.
 */
import { addDays, format, parseISO } from 'date-fns';
import { and, asc, count, eq, getTableName, sql } from 'drizzle-orm';
import { centsToText, documentTotals } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import { nextFolio } from '../../domain/folio';
import type { Db, Tx } from '../client';
import {
  clasificacion,
  concepto,
  obra,
  ordenCompra,
  ordenCompraDetalle,
  proveedor,
  unidadMedida,
  type StatusOrdenCompra,
} from '../schema';
import { inTransaction } from '../tx';

/** Per obra: status, days before today, and the lines as [product index, cantidad, tasaiva]. */
const ORDENES: [StatusOrdenCompra, number, [number, string, string][]][] = [
  [
    'autorizado',
    40,
    [
      [0, '120', '0.16'],
      [5, '350', '0.16'],
      [6, '25.5', '0.16'],
    ],
  ],
  ['cancelado', 32, [[2, '8', '0.16']]],
  [
    'autorizado',
    21,
    [
      [3, '14', '0.16'],
      [4, '14', '0.08'],
    ],
  ],
  [
    'creado',
    6,
    [
      [1, '60', '0.16'],
      [7, '200', '0.08'],
    ],
  ],
  ['creado', 1, [[8, '45', '0.16']]],
];

type Producto = { id: number; nombre: string; unidad: string | null; precio: string | null };

async function productos(tx: Tx): Promise<Producto[]> {
  return tx
    .select({ id: concepto.id, nombre: concepto.nombre, unidad: unidadMedida.nombre, precio: concepto.precioUnitario })
    .from(concepto)
    .innerJoin(clasificacion, and(eq(clasificacion.id, concepto.clasificacionId), eq(clasificacion.nombre, 'Producto')))
    .leftJoin(unidadMedida, eq(unidadMedida.id, concepto.unidadMedidaId))
    .orderBy(asc(concepto.id));
}

export async function seedOrdenesDemo(db: Db): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727005)`);
    const [{ n }] = await tx.select({ n: count() }).from(ordenCompra);
    if (n > 0) return;
    const items = await productos(tx);
    const proveedores = await tx
      .select({ id: proveedor.id, nombre: proveedor.nombre })
      .from(proveedor)
      .orderBy(asc(proveedor.id));
    const obras = await tx
      .select({ id: obra.id, sucursalId: obra.sucursalId })
      .from(obra)
      .where(eq(obra.terminado, false))
      .orderBy(asc(obra.id));
    if (items.length < 9 || proveedores.length === 0) return;
    const today = parseISO(businessToday());
    let turno = 0;
    for (const { id: obraId, sucursalId } of obras) {
      for (const [status, daysAgo, lines] of ORDENES) {
        const prov = proveedores[turno++ % proveedores.length];
        const detalles = lines.map(([index, cantidad, tasaiva]) => {
          const item = items[index];
          return {
            conceptoId: item.id,
            descripcion: item.nombre,
            unidadMedida: item.unidad,
            cantidad,
            precioUnitario: item.precio ?? '0.00',
            tasaiva,
          };
        });
        const totals = documentTotals(detalles);
        const folio = await nextFolio(tx, getTableName(ordenCompra), sucursalId);
        const [{ id }] = await tx
          .insert(ordenCompra)
          .values({
            folio,
            fecha: format(addDays(today, -daysAgo), 'yyyy-MM-dd'),
            proveedorId: prov.id,
            condicion: turno % 2 ? 'Contado' : 'Credito 30 dias',
            preautorizada: status === 'autorizado' && daysAgo > 30,
            status,
            subTotal: centsToText(totals.subTotal),
            iva: centsToText(totals.iva),
            total: centsToText(totals.total),
            obraId,
            sucursalId,
            busqueda: sql`f_unaccent(lower(${`${folio} ${prov.nombre}`}))`,
          })
          .returning({ id: ordenCompra.id });
        await tx
          .insert(ordenCompraDetalle)
          .values(detalles.map((d, i) => ({ ...d, ordenCompraId: id, importe: centsToText(totals.lines[i].importe) })));
      }
    }
  });
}
