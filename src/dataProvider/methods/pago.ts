/**
 * Cuentas por pagar calls beside the CRUD of the payment history (docs/contract.md Cargos, Pago):
 * the authorized charges of a proveedor that a payment pays, registering it (the whole saldo of
 * each), the aging per proveedor, and the history as an Excel workbook.
 */
import { schemas } from '../../../schemas';
import type {
  ContabilidadAntiguedadReply,
  ContabilidadAutorizadosQuery,
  ContabilidadAutorizadosReply,
  PagoExcelQuery,
  PagoPorPagarQuery,
  PagoPorPagarReply,
  PagoRegistrarBody,
  PagoRegistrarReply,
} from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { cambianLosCargos } from './contabilidad';
import { mutation, query, resourceKey } from './method';

export const pagoMethods = {
  /** The authorized unpaid charges of an obra and a proveedor: what Registro de Pago pays. */
  cargosPorPagar: query((params: ContabilidadAutorizadosQuery) =>
    apiJson<ContabilidadAutorizadosReply>('/api/contabilidad/cargos/autorizados', { query: { ...params } }),
  ),
  /** How many authorized unpaid charges of an obra and a proveedor, and their total: what paying them all pays. */
  totalPorPagar: query((params: PagoPorPagarQuery) =>
    apiJson<PagoPorPagarReply>('/api/pago/porPagar', { query: { ...params } }),
  ),
  /** Without an obra: every obra the caller may see. */
  antiguedadProveedores: query((obraId: number | undefined) =>
    apiJson<ContabilidadAntiguedadReply>('/api/contabilidad/antiguedad', { query: { obraId } }),
  ),
  registrarPago: mutation(
    (pago: PagoRegistrarBody) => apiJson<PagoRegistrarReply>('/api/pago/pagos', { method: 'POST', body: pago }),
    // The charges it paid leave every list of unpaid ones, the cash plan and the aging.
    [resourceKey(schemas.pago), ...cambianLosCargos, 'antiguedadProveedores'],
  ),
  historialPagosExcel: query((params: PagoExcelQuery) => apiBlob('/api/pago/historial/excel', { ...params })),
};
