/**
 * Folios: sequential integers per document type and sucursal, taken inside the transaction that
 * saves the document. The increment locks the series' row until that transaction ends, so
 * concurrent saves queue for their number, and a rollback gives it back: unique and without gaps.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { folioSerie } from '../db/schema';

/** The next folio of `tipo` (a document module's own name, e.g. its table's) in `sucursalId`. */
export async function nextFolio(tx: Tx, tipo: string, sucursalId: number): Promise<number> {
  const [serie] = await tx
    .insert(folioSerie)
    .values({ tipo, sucursalId, ultimo: 1 })
    .onConflictDoUpdate({
      target: [folioSerie.tipo, folioSerie.sucursalId],
      set: { ultimo: sql`${folioSerie.ultimo} + 1` },
    })
    .returning({ ultimo: folioSerie.ultimo });
  return serie.ultimo;
}
