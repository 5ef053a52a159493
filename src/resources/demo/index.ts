/** /demo as a resource module (facturas by obra and cliente), so its menu permiso also guards the route. */
import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import type { ResourceModule } from '../types';

const demo: ResourceModule = {
  name: 'demo',
  list: lazy(() => import('./DemoPage')),
  icon: DescriptionIcon,
};

export default demo;
