/** A record's audit history, newest first, a page at a time (the data provider's `historial`). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { methodKey, type AppDataProvider } from '../../dataProvider';

export const HISTORIAL_PAGE_SIZE = 20;

export function useHistorial(tabla: string, registroId: string | number | undefined, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useInfiniteQuery({
    queryKey: [...methodKey('historial'), tabla, String(registroId)],
    queryFn: async ({ pageParam }) =>
      (
        await dataProvider.historial({
          tabla,
          registroId: registroId as string | number,
          page: pageParam,
          pageSize: HISTORIAL_PAGE_SIZE,
        })
      ).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * HISTORIAL_PAGE_SIZE < last.total ? pages.length : undefined),
    enabled: enabled && registroId !== undefined,
    // Every opening shows what the record went through up to now.
    staleTime: 0,
  });
  const entradas = (query.data?.pages ?? []).flatMap((page) => page.data);
  return { ...query, entradas };
}
