import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../providers/http';
import { useActiveObra } from '../obra';
import { useNotifyError } from './useNotifyError';

/** A menu entry as GET /api/menu-item/menu/{seccion} answers it: the user's authorized tree. */
export interface ServerMenuItem {
  id: number;
  nombre: string;
  link: string | null;
  icono: string;
  items?: ServerMenuItem[];
}

/** Section `obras` while an obra is active, `principal` otherwise (SPEC.md §2). */
export function useServerMenu() {
  const { obra } = useActiveObra();
  const seccion = obra ? 'obras' : 'principal';
  const query = useQuery({
    queryKey: ['menu', seccion],
    queryFn: () => apiJson<ServerMenuItem[]>(`/api/menu-item/menu/${seccion}`),
    staleTime: Infinity,
  });
  useNotifyError(query.error);
  return { seccion, items: query.data ?? [], isPending: query.isPending };
}
