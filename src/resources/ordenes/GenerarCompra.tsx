/**
 * 'Generar Compra' (docs/product.md §4), as the order's `acciones` offer it: the server makes its
 * compra and the new compra's editor opens; a refusal shows the server's message.
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { useWorkflowMutation } from '../../dataProvider';
import { resourceOf } from '../../engine';
import { paths } from '../../paths';
import { ActionButton } from '../../shared/documents';

export const GENERAR_COMPRA = 'Generar Compra';

export function GenerarCompra() {
  const record = useRecordContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate, isPending } = useWorkflowMutation('generarCompra', {
    onSuccess: (compra) => navigate(paths.row(resourceOf(schemas.compra).route, compra.id as number)),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!record?.id) return null;
  return (
    <ActionButton
      accion="generar"
      label={GENERAR_COMPRA}
      icon={<ShoppingCartIcon />}
      pending={isPending}
      onClick={() => mutate(record.id as number)}
    />
  );
}
