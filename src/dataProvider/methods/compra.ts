/** Compra actions (docs/contract.md Compra): generation from an authorized order, aplicar. */
import { schemas } from '../../../schemas';
import type { CompraAplicarReply, CompraGenerarReply } from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { encodeId, mutation, resourceKey } from './method';

const compras = resourceKey(schemas.compra);

export const compraMethods = {
  /** The compra of an authorized order (one per order; a second answers 409 with its message). */
  generarCompra: mutation(
    (idOrdenCompra: number) =>
      apiJson<CompraGenerarReply>(`/api/compra/ordenCompra/${encodeId(idOrdenCompra)}`, { method: 'POST' }),
    [compras, resourceKey(schemas.ordenCompra)],
  ),
  aplicarCompra: mutation(
    (id: number) => apiJson<CompraAplicarReply>(`/api/compra/${encodeId(id)}/aplicar`, { method: 'POST' }),
    [compras],
  ),
};
