/** A charge (cargo) and a cell of the cash plan as /api/contabilidad answers them (schemas/api/contabilidad.ts). */
import type { ContabilidadNoPagadosReply, ContabilidadPlanReply } from '../../../schemas/generated/api';

export type Cargo = ContabilidadNoPagadosReply['content'][number];
export type CeldaDelPlan = ContabilidadPlanReply[number];
