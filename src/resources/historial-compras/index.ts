/**
 * The Historial de Compras (docs/product.md §2 /compras/historial): the active obra's applied compras
 * grouped by proveedor. Its menu permiso (or Compras') guards its calls.
 */
import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceModule } from '../types';

export const historialCompras: ResourceModule = {
  name: 'compras/historial',
  list: lazy(() => import('./HistorialCompras')),
  icon: ReceiptLongIcon,
};

export default historialCompras;
