/**
 * The partidas a document charges its cost to (docs/domain.md, Costo por partida): the header's
 * `partida` (gasto, nómina) and each line's (orden, compra) must be of the document's own obra's
 * presupuesto, which the caller's sucursal sees (the obra was guarded before). One query for them all;
 * a field error per place that names another's, collected in the write's context.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PARTIDA_DE_OTRA_OBRA } from '../../schemas/presupuesto';
import { presupuestoPartida } from '../db/schema';
import type { WriteContext } from '../entity/define';

export async function partidasDeLaObra(ctx: WriteContext<unknown>, obraId: number): Promise<void> {
  const named: { field: string; id: number }[] = [];
  if (ctx.values.partidaId != null) named.push({ field: 'partida.id', id: ctx.values.partidaId as number });
  for (const [name, rows] of Object.entries(ctx.lines)) {
    rows.forEach((row, index) => {
      if (row.partidaId != null) named.push({ field: `${name}.${index}.partida.id`, id: row.partidaId as number });
    });
  }
  if (named.length === 0) return;
  const found = await ctx.tx
    .select({ id: presupuestoPartida.id })
    .from(presupuestoPartida)
    .where(
      and(eq(presupuestoPartida.obraId, obraId), inArray(presupuestoPartida.id, [...new Set(named.map((n) => n.id))])),
    );
  const propias = new Set(found.map((p) => p.id));
  for (const { field, id } of named) if (!propias.has(id)) ctx.errors.add(field, PARTIDA_DE_OTRA_OBRA);
}
