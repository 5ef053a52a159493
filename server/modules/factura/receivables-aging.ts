/**
 * The receivables aging of /cobro (GET /api/factura/antiguedad): per cliente, the visible saldos
 * al corriente and by days past their promesaPago, summed by the database (server/domain/aging.ts).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { cliente, factura } from '../../db/schema';
import { agingAmounts, agingColumns, type AgingBuckets } from '../../domain/aging';
import { assertVisibleObra } from '../../domain/closed-obra';
import { visibleTo } from '../common/sucursal';

export type ClienteAging = AgingBuckets & { cliente: { id: number; nombre: string } };

export async function receivablesAging(db: Executor, caller: Caller, obraId?: number): Promise<ClienteAging[]> {
  if (obraId !== undefined) await assertVisibleObra(db, caller, obraId);
  const rows = await db
    .select({ id: cliente.id, nombre: cliente.nombre, ...agingColumns(factura.saldo, factura.promesaPago) })
    .from(factura)
    .innerJoin(cliente, eq(cliente.id, factura.clienteId))
    .where(
      and(
        gt(factura.saldo, '0'),
        visibleTo(caller, factura.sucursalId),
        obraId === undefined ? undefined : eq(factura.obraId, obraId),
      ),
    )
    .groupBy(cliente.id, cliente.nombre)
    .orderBy(asc(cliente.nombre), asc(cliente.id));
  return rows.map(({ id, nombre, ...sums }) => ({ cliente: { id, nombre }, ...agingAmounts(sums) }));
}
