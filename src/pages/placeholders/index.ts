/** /almacenes and /reportes as resource modules, so their menu permisos also guard the routes. */
import { lazy } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ResourceModule } from '../../resources/types';

export const almacenes: ResourceModule = {
  name: 'almacenes',
  list: lazy(() => import('./Almacenes')),
  icon: WarehouseIcon,
};

export const reportes: ResourceModule = {
  name: 'reportes',
  list: lazy(() => import('./Reportes')),
  icon: AssessmentIcon,
};
