/**
 * A page of the obra's unpaid charges, authorized or not, 100 at a time (docs/product.md §7, §9),
 * read again whenever the window regains focus: another person may have authorized or paid some.
 */
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { usePaginacion } from '../tablas/Paginacion';

export const TAMANO_DE_PAGINA = 100;

export function useCargosNoPagados(obraId: number, autorizados: boolean) {
  const paginacion = usePaginacion(TAMANO_DE_PAGINA);
  const { page, pageSize } = paginacion;
  const { data, error } = useWorkflowQuery(
    'cargosNoPagados',
    { obraId, authorized: autorizados ? 'true' : 'false', page, pageSize },
    { refetchOnWindowFocus: true },
  );
  useNotifyError(error);
  return { cargos: data?.content, total: data?.totalElements ?? 0, paginacion };
}
