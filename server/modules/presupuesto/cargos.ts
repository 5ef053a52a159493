/**
 * The documents that charge a cost to a partida, as a re-import of the presupuesto keeps them: read
 * by the partida's clave before the partidas are deleted (their foreign keys then go null), put
 * back on the new partida of the same clave after; a clave the new sheet lacks leaves its costs
 * Sin partida. One update per table and clave, in the import's transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { compraDetalle, gasto, nomina, ordenCompraDetalle } from '../../db/schema';
import { presupuestoPartida } from './table';

interface Cargo {
  table: PgTable;
  id: AnyPgColumn;
  partidaId: AnyPgColumn;
}

const CARGOS: Cargo[] = [ordenCompraDetalle, compraDetalle, gasto, nomina].map((t) => ({
  table: t,
  id: t.id,
  partidaId: t.partidaId,
}));

export type CargosPorClave = { cargo: Cargo; clave: string; ids: number[] }[];

/** Who charges which of the obra's partidas, by clave. */
export async function cargosPorClave(tx: Tx, obraId: number): Promise<CargosPorClave> {
  const found: CargosPorClave = [];
  for (const cargo of CARGOS) {
    const rows = await tx
      .select({ clave: presupuestoPartida.clave, ids: sql<number[]>`array_agg(${cargo.id})` })
      .from(cargo.table)
      .innerJoin(presupuestoPartida, eq(presupuestoPartida.id, cargo.partidaId))
      .where(eq(presupuestoPartida.obraId, obraId))
      .groupBy(presupuestoPartida.clave);
    for (const row of rows) found.push({ cargo, clave: row.clave, ids: row.ids });
  }
  return found;
}

/** Puts each back on the obra's partida of its clave, when the new presupuesto has one. */
export async function devolverCargos(tx: Tx, obraId: number, cargos: CargosPorClave): Promise<void> {
  for (const { cargo, clave, ids } of cargos) {
    const partida = tx
      .select({ id: presupuestoPartida.id })
      .from(presupuestoPartida)
      .where(and(eq(presupuestoPartida.obraId, obraId), eq(presupuestoPartida.clave, clave)));
    await tx
      .update(cargo.table)
      .set({ partidaId: sql`(${partida})` })
      .where(inArray(cargo.id, ids));
  }
}
