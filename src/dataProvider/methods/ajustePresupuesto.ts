/** Ajuste al presupuesto actions (docs/contract.md Ajuste al presupuesto): authorized, it moves the presupuesto's tree. */
import { schemas } from '../../../schemas';
import type { AjustePresupuestoAutorizarReply, AjustePresupuestoRechazarReply } from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { encodeId, mutation, resourceKey } from './method';

const ajustes = resourceKey(schemas.ajustePresupuesto);
const url = (id: number, accion: string) => `/api/ajustePresupuesto/${encodeId(id)}/${accion}`;

export const ajustePresupuestoMethods = {
  autorizarAjuste: mutation(
    (id: number) => apiJson<AjustePresupuestoAutorizarReply>(url(id, 'autorizar'), { method: 'POST' }),
    [ajustes, 'resumenPresupuesto', 'conceptosPresupuesto'],
  ),
  rechazarAjuste: mutation(
    (id: number) => apiJson<AjustePresupuestoRechazarReply>(url(id, 'rechazar'), { method: 'POST' }),
    [ajustes],
  ),
};
