/** Orden de compra actions (docs/contract.md Orden de compra) and the product search of its lines. */
import { schemas } from '../../../schemas';
import type {
  OrdenCompraAutorizarBody,
  OrdenCompraAutorizarReply,
  OrdenCompraCancelarReply,
  OrdenCompraImpactoReply,
} from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { accionDe, encodeId, mutation, query, resourceKey, type AccionParams } from './method';
import type { Producto } from './types';

const ordenes = resourceKey(schemas.ordenCompra);

export const ordenCompraMethods = {
  /** With a body when the order needs a justification (above its obra's Insumos budget). */
  autorizarOrden: mutation(
    (params: AccionParams<OrdenCompraAutorizarBody>) => {
      const { id, body } = accionDe(params);
      return apiJson<OrdenCompraAutorizarReply>(`/api/ordenCompra/${encodeId(id)}/autorizar`, { method: 'POST', body });
    },
    [ordenes, 'impactoOrden'],
  ),
  cancelarOrden: mutation(
    (id: number) => apiJson<OrdenCompraCancelarReply>(`/api/ordenCompra/${encodeId(id)}/cancelar`, { method: 'PATCH' }),
    [ordenes],
  ),
  /** The obra's Insumos line before and after the order: what the Autorizar dialog shows. */
  impactoOrden: query((id: number) => apiJson<OrdenCompraImpactoReply>(`/api/ordenCompra/${encodeId(id)}/impacto`)),
  /** Conceptos of clasificación 'Producto' matching `search` (the lines' product picker). */
  buscarProductos: query((search: string) =>
    apiJson<Producto[]>('/api/concepto/byClasificacionAndName', { query: { clasificacion: 'Producto', search } }),
  ),
};
