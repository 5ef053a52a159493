/**
 * The payables ledger of an obra as the cuentas por pagar screens read and schedule it
 * (docs/product.md §7 contabilidad): the unpaid charges, authorized or not; the cash plan;
 * authorizing a charge for a payment date and taking the authorization back, which moves it
 * between both lists, changes the plan and what Registro de Pago offers; and the ledger's prints:
 * a list as PDF, and the payment run of a date as the Relacion de pagos (PDF) and the bank layout
 * (CSV).
 */
import type {
  ContabilidadCalendarizarReply,
  ContabilidadDescalendarizarReply,
  ContabilidadLayoutQuery,
  ContabilidadNoPagadosQuery,
  ContabilidadNoPagadosReply,
  ContabilidadPlanReply,
  ContabilidadRelacionQuery,
  ContabilidadReporteQuery,
} from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { encodeId, mutation, query, type CacheKey } from './method';

const base = '/api/contabilidad';

/**
 * What a change of the unpaid charges makes stale: both lists, the cash plan and the authorized
 * charges Registro de Pago offers, with their count and total (pago.ts). The aging counts saldos by their promise, which
 * scheduling leaves alone; a payment (pago.ts) adds it.
 */
export const cambianLosCargos: readonly CacheKey[] = [
  'cargosNoPagados',
  'planDePagos',
  'cargosPorPagar',
  'totalPorPagar',
];

export const contabilidadMethods = {
  cargosNoPagados: query((params: ContabilidadNoPagadosQuery) =>
    apiJson<ContabilidadNoPagadosReply>(`${base}/cargos/nopagados`, { query: { ...params } }),
  ),
  planDePagos: query((obraId: number) => apiJson<ContabilidadPlanReply>(`${base}/plan`, { query: { obraId } })),
  /** Authorizes the charge to be paid on `fechaPago` (YYYY-MM-DD); a date already past needs `confirmar`. */
  calendarizarCargo: mutation(
    ({ cargoId, fechaPago, confirmar }: { cargoId: number; fechaPago: string; confirmar?: boolean }) =>
      apiJson<ContabilidadCalendarizarReply>(`${base}/cargos/${encodeId(cargoId)}/calendarizarPago`, {
        method: 'PUT',
        query: confirmar ? { fechaPago, confirmar } : { fechaPago },
      }),
    cambianLosCargos,
  ),
  descalendarizarCargo: mutation(
    (cargoId: number) =>
      apiJson<ContabilidadDescalendarizarReply>(`${base}/cargos/${encodeId(cargoId)}/descalendarizar`, {
        method: 'PUT',
      }),
    cambianLosCargos,
  ),
  /** The pending (authorized 'false') or authorized list as PDF. */
  reporteCargos: query((params: ContabilidadReporteQuery) => apiBlob(`${base}/cargos/reporte`, { ...params })),
  /** The payment run of a date to sign (PDF). */
  relacionDePagos: query((params: ContabilidadRelacionQuery) => apiBlob(`${base}/relacion`, { ...params })),
  /** The payment run of a date as the bank takes it (CSV), one transfer per proveedor. */
  layoutBancario: query((params: ContabilidadLayoutQuery) => apiBlob(`${base}/layout`, { ...params })),
};
