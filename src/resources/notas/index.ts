/**
 * Notas de crédito (docs/product.md §2 /nota-credito): the active obra's list and the editor;
 * a new one starts from its applied compra (../compras, `/compra/{idCompra}/nota-credito`).
 */
import { lazy } from 'react';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const notasCredito = schemaResource(schemas.notaCredito, CreditScoreIcon, {
  list: lazy(() => import('./NotaCreditoList')),
  create: null,
  edit: lazy(() => import('./NotaCreditoEdit')),
});

export default notasCredito;
