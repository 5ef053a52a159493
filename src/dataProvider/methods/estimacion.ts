/**
 * Estimación actions (schemas/api/estimacion.ts): its lifecycle (enviar, autorizar, devolver with a
 * motivo, facturar with the factura's folio), the estado de cuenta del contrato of an obra, and the
 * avance left to bill (Copiar cantidades de avance).
 */
import { schemas } from '../../../schemas';
import { MAX_PAGE_SIZE } from '../../../schemas/api/shared';
import type {
  EstimacionAutorizarReply,
  EstimacionAvanceQuery,
  EstimacionAvanceReply,
  EstimacionDevolverBody,
  EstimacionDevolverReply,
  EstimacionEnviarReply,
  EstimacionEstadoCuentaReply,
  EstimacionFacturarBody,
  EstimacionFacturarReply,
  PresupuestoConceptosReply,
} from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { accionDe, encodeId, mutation, query, resourceKey, type AccionParams } from './method';

export type EstadoDeCuenta = EstimacionEstadoCuentaReply;
export type LineaDelAvance = EstimacionAvanceReply[number];

/** Concepto de obra id → its partida's id (null outside any partida). */
export type PartidasDeConceptos = Record<number, number | null>;

/** Every concepto of the obra's presupuesto with its partida, a keyset page at a time. */
async function partidasDeConceptos(idObra: number): Promise<PartidasDeConceptos> {
  const partidas: PartidasDeConceptos = {};
  let despues: number | null | undefined;
  do {
    const pagina = await apiJson<PresupuestoConceptosReply>(`/api/presupuesto/obra/${encodeId(idObra)}/conceptos`, {
      query: { size: MAX_PAGE_SIZE, ...(despues !== undefined && { despues }) },
    });
    for (const c of pagina.content) partidas[c.id as number] = c.partidaId ?? null;
    despues = pagina.siguiente;
  } while (despues !== null);
  return partidas;
}

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
  /** For the cost beside what was estimated per partida. */
  partidasDeConceptos: query(partidasDeConceptos),
  /** Copiar cantidades de avance: what each concepto's captured avance leaves to bill up to `al`. */
  avancePorEstimar: query(({ idObra, ...consulta }: { idObra: number } & EstimacionAvanceQuery) =>
    apiJson<EstimacionAvanceReply>(`/api/estimacion/obra/${encodeId(idObra)}/avance`, { query: consulta }),
  ),
  estadoCuentaEstimaciones: query((obraId: number) =>
    apiJson<EstadoDeCuenta>(`/api/estimacion/obra/${encodeId(obraId)}/estadoCuenta`),
  ),
};
