/**
 * Compras (docs/product.md §2 /compra): the active obra's list, the editor with the product lines,
 * comprobante, Aplicar and the PDFs (src/shared/documents), and the new nota de crédito of an applied
 * compra at `/compra/{idCompra}/nota-credito` (../notas).
 */
import { createElement, lazy } from 'react';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

const NotaCreditoCreate = lazy(() => import('../notas/NotaCreditoCreate'));

export const compras = schemaResource(schemas.compra, ShoppingCartIcon, {
  list: lazy(() => import('./CompraList')),
  create: lazy(() => import('./CompraCreate')),
  edit: lazy(() => import('./CompraEdit')),
  routes: [{ path: ':id/nota-credito', element: createElement(NotaCreditoCreate) }],
});

export default compras;
