/** Obra calls of the shell: the obra picker's search, the dashboard's progress summary and the obra summary. */
import { apiJson } from '../http';
import { encodeId, query } from './method';
import type { ObraAvance, ObraOption, ResumenObra } from './types';

export const obraMethods = {
  buscarObras: query((name: string) => apiJson<ObraOption[]>('/api/obra/byName', { query: { name } })),
  avanceObras: query(() => apiJson<ObraAvance[]>('/api/obra/avance')),
  resumenObra: query((idObra: number | string) => apiJson<ResumenObra>(`/api/obra/${encodeId(idObra)}/resumen`)),
};
