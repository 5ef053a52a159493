/** A record's audit history, newest first, a page at a time (GET /api/bitacora?tabla&registroId). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { toPage } from '../../dataProvider';
import { apiJson } from '../../providers/http';
import type { EntradaBitacora } from './historial';

export const HISTORIAL_PAGE_SIZE = 20;

export function useHistorial(tabla: string, registroId: string | number | undefined, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: ['bitacora', tabla, String(registroId)],
    queryFn: async ({ pageParam }) =>
      toPage(
        await apiJson('/api/bitacora', {
          query: { tabla, registroId, page: pageParam, pageSize: HISTORIAL_PAGE_SIZE },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * HISTORIAL_PAGE_SIZE < last.total ? pages.length : undefined,
    enabled: enabled && registroId !== undefined,
    // Every opening shows what the record went through up to now.
    staleTime: 0,
  });
  const entradas = (query.data?.pages ?? []).flatMap((page) => page.data) as unknown as EntradaBitacora[];
  return { ...query, entradas };
}
