/**
 * The approval limit's message (docs/decisions.md), shared by the server's 403 and the Autorizar
 * button that says why it is disabled.
 */
import { formatCents } from './money';

export const limiteExcedido = (limite: bigint) =>
  `El total de la orden excede su limite de autorizacion de ${formatCents(limite)}..`;
