/** Obra calls of the shell: the obra picker's search and the dashboard's progress summary. */
import { apiJson } from '../http';
import { query } from './method';
import type { ObraAvance, ObraOption } from './types';

export const obraMethods = {
  buscarObras: query((name: string) => apiJson<ObraOption[]>('/api/obra/byName', { query: { name } })),
  avanceObras: query(() => apiJson<ObraAvance[]>('/api/obra/avance')),
};
