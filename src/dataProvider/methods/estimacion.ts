/**
 * Estimación actions (schemas/api/estimacion.ts): its lifecycle (enviar, autorizar, devolver with a
 * motivo, facturar with the factura's folio) and the estado de cuenta del contrato of an obra.
 */
import { schemas } from '../../../schemas';
import type {
  EstimacionAutorizarReply,
  EstimacionDevolverBody,
  EstimacionDevolverReply,
  EstimacionEnviarReply,
  EstimacionEstadoCuentaReply,
  EstimacionFacturarBody,
  EstimacionFacturarReply,
} from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { accionDe, encodeId, mutation, query, resourceKey, type AccionParams } from './method';

export type EstadoDeCuenta = EstimacionEstadoCuentaReply;

const estimaciones = resourceKey(schemas.estimacion);
const url = (id: number, accion: string) => `/api/estimacion/${encodeId(id)}/${accion}`;
// Every action moves what the estado de cuenta sums; facturar also makes a factura of Cobros.
const stale = [estimaciones, 'estadoCuentaEstimaciones'];

export const estimacionMethods = {
  enviarEstimacion: mutation(
    (id: number) => apiJson<EstimacionEnviarReply>(url(id, 'enviar'), { method: 'POST' }),
    stale,
  ),
  autorizarEstimacion: mutation(
    (id: number) => apiJson<EstimacionAutorizarReply>(url(id, 'autorizar'), { method: 'POST' }),
    stale,
  ),
  devolverEstimacion: mutation((params: AccionParams<EstimacionDevolverBody>) => {
    const { id, body } = accionDe(params);
    return apiJson<EstimacionDevolverReply>(url(id, 'devolver'), { method: 'POST', body });
  }, stale),
  facturarEstimacion: mutation(
    (params: AccionParams<EstimacionFacturarBody>) => {
      const { id, body } = accionDe(params);
      return apiJson<EstimacionFacturarReply>(url(id, 'facturar'), { method: 'POST', body });
    },
    [...stale, resourceKey(schemas.factura)],
  ),
  estadoCuentaEstimaciones: query((obraId: number) =>
    apiJson<EstadoDeCuenta>(`/api/estimacion/obra/${encodeId(obraId)}/estadoCuenta`),
  ),
};
