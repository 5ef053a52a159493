/** /almacenes as a resource module (a page under construction), so its menu permiso also guards the route. */
import { lazy } from 'react';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ResourceModule } from '../types';

const almacenes: ResourceModule = {
  name: 'almacenes',
  list: lazy(() => import('../../pages/placeholders/Almacenes')),
  icon: WarehouseIcon,
};

export default almacenes;
