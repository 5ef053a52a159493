/** /ingreso (docs/product.md §2): the facturas with saldo and 'Registrar ingreso'; its menu permiso guards the route. */
import { lazy } from 'react';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import type { ResourceModule } from '../types';

const ingresos: ResourceModule = {
  name: 'ingreso',
  list: lazy(() => import('./IngresoList')),
  icon: AttachMoneyIcon,
};

export default ingresos;
