/**
 * Compra actions and reads (docs/contract.md Compra): generation from an authorized order, aplicar,
 * and the Historial de Compras (groups by proveedor, its Excel).
 */
import { schemas } from '../../../schemas';
import type {
  CompraAplicarReply,
  CompraGenerarReply,
  CompraHistorialExcelQuery,
  CompraHistorialQuery,
  CompraHistorialReply,
} from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { encodeId, mutation, query, resourceKey } from './method';

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
    // An applied compra joins the history.
    [compras, 'historialDeCompras'],
  ),
  /** The obra's applied compras summed per proveedor, with the grand total; a group's compras: consultaPaginada 'historialCompras'. */
  historialDeCompras: query((params: CompraHistorialQuery) =>
    apiJson<CompraHistorialReply>('/api/compra/historial', { query: { ...params } }),
  ),
  historialDeComprasExcel: query((params: CompraHistorialExcelQuery) =>
    apiBlob('/api/compra/historial/excel', { ...params }),
  ),
};
