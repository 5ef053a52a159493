/**
 * Órdenes de compra (docs/product.md §2 /orden-compra): the active obra's list, the editor with the
 * product lines (src/shared/documents), Autorizar / Cancelar / Imprimir.
 */
import { lazy } from 'react';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const ordenesCompra = schemaResource(schemas.ordenCompra, AddShoppingCartIcon, {
  list: lazy(() => import('./OrdenCompraList')),
  create: lazy(() => import('./OrdenCompraCreate')),
  edit: lazy(() => import('./OrdenCompraEdit')),
});

export default ordenesCompra;
