/** Permisos (/configura/permisos): a user's permisos, switched one by one; no create screen. */
import { lazy } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine';
import type { ResourceModule } from '../types';

const hints = resourceOf(schemas.permiso);

export const permisos: ResourceModule = {
  name: hints.name,
  list: lazy(() => import('./PermisoList')),
  edit: lazy(() => import('./PermisoEdit')),
  icon: LockIcon,
  recordRepresentation: (record) => String((record.menuItem as { nombre?: string } | undefined)?.nombre ?? record.id),
};
