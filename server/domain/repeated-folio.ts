/**
 * A folio typed from a paper (a proveedor's invoice folio on a compra, the company's own factura
 * folio) is registered once (docs/domain.md), with or without its dashes and in any case: a second document with it is refused
 * with a 409 that names the document holding it — or, when the caller's sucursal cannot see that
 * document, says only that it is registered in another sucursal, without its folio.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sucursalScope, type Caller } from '../auth/session';
import type { Tx } from '../db/client';
import { folioClave } from '../db/columns';
import { conflict } from '../http-errors';

/**
 * One folio however it is spelled: 'A-555', 'A555' (Serie and Folio as a CFDI fills them) and
 * 'a-555' name the same invoice. Compares the keys, on which the check's indexes are.
 */
export const mismoFolio = (column: AnyPgColumn, folio: string): SQL =>
  sql`${folioClave(column)} = ${folioClave(folio)}`;

/** The key of a folio in a lock key, as `mismoFolio` compares it. */
export const claveDeFolio = (folio: string) => folio.replaceAll('-', '').toUpperCase();

export interface FolioHolder {
  sucursalId: number;
}

export interface RepeatedFolioCheck<Holder extends FolioHolder> {
  /** What the folio is unique within, with its key (`compra-folio-proveedor:12:A555`): concurrent writes of it queue. */
  lockKey: string;
  /** The other document with the folio, if any. */
  holder: () => Promise<Holder | undefined>;
  /** The 409 naming the holder the caller may see. */
  named: (holder: Holder) => string;
  /** The 409 when the holder is in a sucursal the caller cannot see. */
  elsewhere: string;
}

export async function refuseRepeatedFolio<Holder extends FolioHolder>(
  tx: Tx,
  caller: Caller,
  check: RepeatedFolioCheck<Holder>,
): Promise<void> {
  // Two saves of one folio at once: the second checks after the first committed (or rolled back).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${check.lockKey}))`);
  const holder = await check.holder();
  if (!holder) return;
  const scope = sucursalScope(caller);
  throw conflict(scope === null || scope === holder.sucursalId ? check.named(holder) : check.elsewhere);
}
