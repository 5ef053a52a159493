/**
 * The demo's documents charged to partidas (docs/domain.md, Costo por partida), so the obra summary's
 * cost per partida reads like a real job: each line of an orden or compra, each gasto and nómina of
 * an obra with a presupuesto goes to one of its first five top-level partidas by its id, and one in
 * seven is left 'Sin partida'. Runs after the seed's other demo documents, in one transaction, only on
 * the start that loaded the demo (a new database: users' own charges are never moved); the
 * modules' own demos (./module-demos.ts) come after it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { inTransaction } from '../tx';

/** The partida of the row `id` of an obra `obraId` (SQL expressions); null past its partidas. */
const partidaDe = (obraId: string, id: string) =>
  `(SELECT p.id FROM presupuesto_partida p WHERE p.obra_id = ${obraId} AND p.nivel = 1
     ORDER BY p.orden OFFSET (${id} % 5) LIMIT 1)`;

const REPARTOS = [
  `UPDATE orden_compra_detalle l SET partida_id = ${partidaDe('(SELECT obra_id FROM orden_compra WHERE id = l.orden_compra_id)', 'l.id')} WHERE l.id % 7 <> 0`,
  `UPDATE compra_detalle l SET partida_id = ${partidaDe('(SELECT obra_id FROM compra WHERE id = l.compra_id)', 'l.id')} WHERE l.id % 7 <> 0`,
  `UPDATE gasto g SET partida_id = ${partidaDe('g.obra_id', 'g.id')} WHERE g.id % 7 <> 0`,
  `UPDATE nomina n SET partida_id = ${partidaDe('n.obra_id', 'n.id')} WHERE n.id % 7 <> 0`,
];

export async function seedPartidasDemo(db: Db): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    for (const reparto of REPARTOS) await tx.execute(sql.raw(reparto));
  });
}
