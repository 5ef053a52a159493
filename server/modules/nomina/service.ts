/**
 * Nóminas (docs/domain.md Nómina): one week's payroll total of an obra, a document declared once
 * (schema with its `x-lifecycle`, table): folio by the server, one per obra and semana, editable
 * always and attachable (PDF, PNG or JPEG) while it has no comprobante. Routes: ./routes.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Nomina } from '../../../schemas/generated/nomina';
import { semanaOcupada } from '../../../schemas/payroll';
import { nomina, presupuestoPartida } from '../../db/schema';
import { defineDocument, type DocumentRowOf } from '../../domain/document';
import type { WriteContext } from '../../entity/define';
import { conflict } from '../../http-errors';

export type { Nomina };

/**
 * One nómina per obra and semana: checked in the write's transaction under a lock on the obra's
 * nóminas (a transaction-scoped advisory lock, so other documents of the obra are not held up). A
 * concurrent duplicate waits for the first to commit and then sees it, so it gets this 409 rather
 * than the unique index's generic one.
 */
async function semanaUnica(ctx: WriteContext<Nomina, DocumentRowOf<typeof nomina>>): Promise<void> {
  const { tx, input, current } = ctx;
  // The obra first: one the caller cannot see answers 404 before anything is said of its nóminas.
  const obraId = await ctx.resolveOwner(current?.obraId);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('nomina'), ${obraId})`);
  const { semana } = input;
  const otras = await tx
    .select({ id: nomina.id, obraId: nomina.obraId, semana: nomina.semana })
    .from(nomina)
    .where(and(eq(nomina.obraId, obraId), eq(nomina.semana, semana)));
  const refusal = semanaOcupada({ id: current?.id, obraId, semana }, otras);
  if (refusal) throw conflict(refusal);
}

export const nominas = defineDocument<Nomina, typeof nomina>({
  schema: schemas.nomina,
  table: nomina,
  idParam: 'idNomina',
  relations: { partida: { column: nomina.partidaId, table: presupuestoPartida } },
  order: [
    [nomina.semana, 'desc'],
    [nomina.folio, 'desc'],
    [nomina.id, 'desc'],
  ],
  rules: semanaUnica,
  search: ({ input }, folio) => [folio, input.semana, input.nota],
});
