/** Gasto actions (docs/contract.md Gasto): aplicar opens its charge. */
import { schemas } from '../../../schemas';
import type { GastoAplicarReply } from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { encodeId, mutation, resourceKey } from './method';

export const gastoMethods = {
  aplicarGasto: mutation(
    (id: number) => apiJson<GastoAplicarReply>(`/api/gasto/${encodeId(id)}/aplicar`, { method: 'PATCH' }),
    [resourceKey(schemas.gasto)],
  ),
};
