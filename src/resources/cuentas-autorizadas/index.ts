/**
 * /cuentas-por-pagar/autorizado (docs/product.md §2): the active obra's authorized unpaid charges
 * with the cash plan they make; its menu permiso guards the route.
 */
import { lazy } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { ResourceModule } from '../types';

const autorizadas: ResourceModule = {
  name: 'cuentas-por-pagar/autorizado',
  list: lazy(() => import('./CargosAutorizados')),
  icon: EventAvailableIcon,
};

export default autorizadas;
