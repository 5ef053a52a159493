/** /reportes as a resource module (the index of reports), so its menu permiso also guards the route. */
import { lazy } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import type { ResourceModule } from '../types';

const reportes: ResourceModule = {
  name: 'reportes',
  list: lazy(() => import('./ReportesIndex')),
  icon: AssessmentIcon,
};

export default reportes;
