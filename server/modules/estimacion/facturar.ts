/**
 * Facturar an authorized estimación (docs/domain.md, Estimación): in the action's transaction, with
 * the estimación's row locked by the document layer (a second request queues and meets 'ya esta
 * facturada'), the factura of Cobros for its alcance líquido is created through the factura
 * document (its folio checked as any factura's) and the estimación names it.
 */
import { eq } from 'drizzle-orm';
import { facturacion } from '../../../schemas/api/estimacion';
import { NETO_SIN_SALDO } from '../../../schemas/estimacion';
import { checkedBody } from '../../validation';
import { toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import type { Tx } from '../../db/client';
import { estimacion, obra } from '../../db/schema';
import type { ActionContext, ActionInput, DocumentRowOf } from '../../domain/document';
import { conflict } from '../../http-errors';
import { facturas } from '../factura/service';

type Contexto = ActionContext<DocumentRowOf<typeof estimacion>>;

/** Nothing to bill: an estimación whose deducciones and retenciones take it all. */
export async function refusalToFacturar({ document }: Contexto) {
  if (toCents(document.neto) <= 0n) throw conflict(NETO_SIN_SALDO);
}

export async function facturarEstimacion({
  db: tx,
  caller,
  document,
  input,
}: Contexto & { db: Tx; input: ActionInput }) {
  const { folio, fecha } = checkedBody<{ folio: string; fecha?: string }>(facturacion, input);
  const [{ clienteId }] = await tx.select({ clienteId: obra.clienteId }).from(obra).where(eq(obra.id, document.obraId));
  const factura = await facturas.create(tx, caller, {
    folio,
    fecha: fecha ?? businessToday(),
    total: Number(document.neto),
    cliente: { id: clienteId },
    obra: { id: document.obraId },
  });
  await tx.update(estimacion).set({ facturaId: factura.id }).where(eq(estimacion.id, document.id));
}
