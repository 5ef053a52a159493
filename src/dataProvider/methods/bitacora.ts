/** A record's audit history, newest first, a page at a time. */
import { apiJson } from '../http';
import { toPage } from '../paged';
import { query } from './method';
import type { EntradaBitacora } from './types';

export interface HistorialParams {
  /** SQL table name, e.g. `menu_item`. */
  tabla: string;
  registroId: string | number;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export const bitacoraMethods = {
  historial: query(async (params: HistorialParams) =>
    toPage<EntradaBitacora>(await apiJson('/api/bitacora', { query: { ...params } })),
  ),
};
