/**
 * Why the order cannot be authorized by this user: its total is above their approval limit in the
 * order's sucursal (the server's own 403 message, schemas/approval.ts); undefined when it can.
 */
import { useRecordContext } from 'react-admin';
import { limiteExcedido } from '../../../schemas/approval';
import { parseCents } from '../../../schemas/money';
import { useWorkflowQuery } from '../../dataProvider';

export function useLimiteExcedido(): string | undefined {
  const record = useRecordContext();
  const id = record?.id as number | undefined;
  const { data } = useWorkflowQuery('limiteOrden', id as number, { enabled: id !== undefined });
  const limite = parseCents(data?.limite);
  const total = parseCents(record?.total);
  return limite !== null && total !== null && total > limite ? limiteExcedido(limite) : undefined;
}
