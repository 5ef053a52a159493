/** Clientes: schema-only catalog; each screen is its own chunk. */
import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine/fields';
import type { ResourceModule } from '../types';

const hints = resourceOf(schemas.cliente);

export const clientes: ResourceModule = {
  name: hints.name,
  list: lazy(() => import('./ClienteList')),
  create: lazy(() => import('./ClienteCreate')),
  edit: lazy(() => import('./ClienteEdit')),
  icon: PeopleIcon,
  recordRepresentation: hints.recordRepresentation,
};
