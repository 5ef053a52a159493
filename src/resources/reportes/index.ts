/** /reportes as a resource module (a page under construction), so its menu permiso also guards the route. */
import { lazy } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import type { ResourceModule } from '../types';

const reportes: ResourceModule = {
  name: 'reportes',
  list: lazy(() => import('../../pages/placeholders/Reportes')),
  icon: AssessmentIcon,
};

export default reportes;
