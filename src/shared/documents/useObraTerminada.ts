/**
 * Whether the active obra is closed (`terminado`, docs/product.md §4): its documents are shown
 * read-only with a notice and offer no writes. Read from the obra itself, not the session, so a
 * closing elsewhere counts on the next visit.
 */
import { useGetOne } from 'react-admin';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine';
import { useActiveObra } from '../../obra';

const obras = resourceOf(schemas.obra).name;

export function useObraTerminada(): boolean {
  const { obra } = useActiveObra();
  const { data } = useGetOne<{ id: number; terminado?: boolean }>(
    obras,
    { id: obra?.id ?? 0 },
    { enabled: Boolean(obra?.id) },
  );
  return data?.terminado === true;
}
