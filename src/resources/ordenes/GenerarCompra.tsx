/**
 * 'Generar Compra' on an authorized order (docs/product.md §4): the server makes its compra and the
 * new compra's editor opens; a refusal (the order already has one: 409) shows the server's message.
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Button } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { useWorkflowMutation } from '../../dataProvider';
import { resourceOf } from '../../engine';
import { paths } from '../../paths';

export const GENERAR_COMPRA = 'Generar Compra';

export function GenerarCompra() {
  const record = useRecordContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate, isPending } = useWorkflowMutation('generarCompra', {
    onSuccess: (compra) => navigate(paths.row(resourceOf(schemas.compra).route, compra.id as number)),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!record?.id || record.status !== 'autorizado') return null;
  return (
    <Button
      size="small"
      startIcon={<ShoppingCartIcon />}
      disabled={isPending}
      onClick={() => mutate(record.id as number)}
    >
      {GENERAR_COMPRA}
    </Button>
  );
}
