/** Orden de compra actions (docs/contract.md Orden de compra) and the product search of its lines. */
import { schemas } from '../../../schemas';
import type { OrdenCompraAutorizarReply, OrdenCompraCancelarReply } from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { encodeId, mutation, query, resourceKey } from './method';
import type { Producto } from './types';

const ordenes = resourceKey(schemas.ordenCompra);

export const ordenCompraMethods = {
  autorizarOrden: mutation(
    (id: number) =>
      apiJson<OrdenCompraAutorizarReply>(`/api/ordenCompra/${encodeId(id)}/autorizar`, { method: 'POST' }),
    [ordenes],
  ),
  cancelarOrden: mutation(
    (id: number) => apiJson<OrdenCompraCancelarReply>(`/api/ordenCompra/${encodeId(id)}/cancelar`, { method: 'PATCH' }),
    [ordenes],
  ),
  /** The caller's approval limit for the order (null: none), so Autorizar can say why it is disabled. */
  /** Conceptos of clasificación 'Producto' matching `search` (the lines' product picker). */
  buscarProductos: query((search: string) =>
    apiJson<Producto[]>('/api/concepto/byClasificacionAndName', { query: { clasificacion: 'Producto', search } }),
  ),
};
