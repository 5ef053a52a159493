/**
 * The receivables aging of /cobro (GET /api/factura/antiguedad): per cliente, the visible saldos
 * al corriente and by days past their promesaPago, summed by the database.
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { cliente, factura } from '../../db/schema';
import { assertVisibleObra } from '../../domain/closed-obra';
import { visibleTo } from '../common/sucursal';

export interface Antiguedad {
  cliente: { id: number; nombre: string };
  alCorriente: number;
  dias1a30: number;
  dias31a60: number;
  dias61a90: number;
  mas90: number;
  total: number;
}

/**
 * The aging of the visible saldos per cliente, summed by the database: al corriente until the
 * promesaPago, then by days past it, as of business today (America/Hermosillo).
 */
export async function antiguedad(db: Executor, caller: Caller, obraId?: number): Promise<Antiguedad[]> {
  if (obraId !== undefined) await assertVisibleObra(db, caller, obraId);
  const vencido = sql`(${businessToday()}::date - ${factura.promesaPago})`;
  const bucket = (condition: SQL) => sql<string>`coalesce(sum(${factura.saldo}) FILTER (WHERE ${condition}), 0)::text`;
  const rows = await db
    .select({
      id: cliente.id,
      nombre: cliente.nombre,
      alCorriente: bucket(sql`${vencido} <= 0`),
      dias1a30: bucket(sql`${vencido} BETWEEN 1 AND 30`),
      dias31a60: bucket(sql`${vencido} BETWEEN 31 AND 60`),
      dias61a90: bucket(sql`${vencido} BETWEEN 61 AND 90`),
      mas90: bucket(sql`${vencido} > 90`),
      total: sql<string>`sum(${factura.saldo})::text`,
    })
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
  const money = (text: string) => moneyToJson(text) as number;
  return rows.map(({ id, nombre, ...saldos }) => ({
    cliente: { id, nombre },
    alCorriente: money(saldos.alCorriente),
    dias1a30: money(saldos.dias1a30),
    dias31a60: money(saldos.dias31a60),
    dias61a90: money(saldos.dias61a90),
    mas90: money(saldos.mas90),
    total: money(saldos.total),
  }));
}
