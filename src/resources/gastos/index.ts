/** Gastos (docs/product.md §2 /gasto): the active obra's expenses, a new one and the editor with its PDF and Aplicar. */
import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const gastos = schemaResource(schemas.gasto, ReceiptIcon, {
  list: lazy(() => import('./GastoList')),
  create: lazy(() => import('./GastoCreate')),
  edit: lazy(() => import('./GastoEdit')),
});

export default gastos;
