/** Menu items (/configura/menu): the server-driven side menu, administered. */
import { lazy } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { schemas } from '../../../schemas';
// From fields, not the engine's index: that would pull every screen into the first load.
import { resourceOf } from '../../engine/fields';
import type { ResourceModule } from '../types';

const hints = resourceOf(schemas.menuItem);

const menu: ResourceModule = {
  name: hints.name,
  list: lazy(() => import('./MenuList')),
  create: lazy(() => import('./MenuCreate')),
  edit: lazy(() => import('./MenuEdit')),
  icon: MenuBookIcon,
  recordRepresentation: hints.recordRepresentation,
};

export default menu;
