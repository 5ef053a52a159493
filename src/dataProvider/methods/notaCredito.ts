/** Nota de crédito actions (docs/contract.md Nota de crédito): aplicar lowers its compra's saldo. */
import { schemas } from '../../../schemas';
import type { NotaCreditoAplicarReply } from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { mutation, resourceKey } from './method';

export const notaCreditoMethods = {
  aplicarNota: mutation(
    (id: number) => apiJson<NotaCreditoAplicarReply>('/api/notaCredito/aplicar', { method: 'PATCH', body: { id } }),
    [resourceKey(schemas.notaCredito), resourceKey(schemas.compra)],
  ),
};
