import { useWorkflowQuery } from '../dataProvider';
import { useActiveObra } from '../obra';
import { useNotifyError } from './useNotifyError';

/** Section `obras` while an obra is active, `principal` otherwise (docs/product.md §2). */
export function useServerMenu() {
  const { obra } = useActiveObra();
  const seccion = obra ? 'obras' : 'principal';
  const query = useWorkflowQuery('menuDeSeccion', seccion, { staleTime: Infinity });
  useNotifyError(query.error);
  return { seccion, items: query.data ?? [], isPending: query.isPending };
}
