/** Permisos (/configura/permisos): a user's permisos, switched one by one; no create screen. */
import { lazy } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { schemas } from '../../../schemas';
// From fields, not the engine's index: that would pull every screen into the first load.
import { resourceOf } from '../../engine/fields';
import type { ResourceModule } from '../types';

const hints = resourceOf(schemas.permiso);

const permisos: ResourceModule = {
  name: hints.name,
  list: lazy(() => import('./PermisoList')),
  edit: lazy(() => import('./PermisoEdit')),
  icon: LockIcon,
  recordRepresentation: (record) => String((record.menuItem as { nombre?: string } | undefined)?.nombre ?? record.id),
};

export default permisos;
