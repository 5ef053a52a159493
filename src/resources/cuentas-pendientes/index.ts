/**
 * /cuentas-por-pagar/pendiente (docs/product.md §2): the active obra's unpaid charges waiting for
 * authorization, each authorized for a payment date; its menu permiso guards the route.
 */
import { lazy } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { ResourceModule } from '../types';

const pendientes: ResourceModule = {
  name: 'cuentas-por-pagar/pendiente',
  list: lazy(() => import('./CargosPendientes')),
  icon: EventBusyIcon,
};

export default pendientes;
