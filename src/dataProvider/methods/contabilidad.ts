/**
 * The payables ledger of an obra as the cuentas por pagar screens read and schedule it
 * (docs/product.md §7 contabilidad): the unpaid charges, authorized or not; the cash plan;
 * authorizing a charge for a payment date and taking the authorization back, which moves it
 * between both lists and changes the plan.
 */
import type {
  ContabilidadCalendarizarReply,
  ContabilidadDescalendarizarReply,
  ContabilidadNoPagadosQuery,
  ContabilidadNoPagadosReply,
  ContabilidadPlanReply,
} from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { encodeId, mutation, query } from './method';

const base = '/api/contabilidad';
const cambianLosCargos = ['cargosNoPagados', 'planDePagos'];

export const contabilidadMethods = {
  cargosNoPagados: query((params: ContabilidadNoPagadosQuery) =>
    apiJson<ContabilidadNoPagadosReply>(`${base}/cargos/nopagados`, { query: { ...params } }),
  ),
  planDePagos: query((obraId: number) => apiJson<ContabilidadPlanReply>(`${base}/plan`, { query: { obraId } })),
  /** Authorizes the charge to be paid on `fechaPago` (YYYY-MM-DD). */
  calendarizarCargo: mutation(
    ({ cargoId, fechaPago }: { cargoId: number; fechaPago: string }) =>
      apiJson<ContabilidadCalendarizarReply>(`${base}/cargos/${encodeId(cargoId)}/calendarizarPago`, {
        method: 'PUT',
        query: { fechaPago },
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
};
