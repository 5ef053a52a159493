/** Usuarios (/configura/usuarios): list and create from the schema; the editor is also everyone's profile. */
import { lazy } from 'react';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { schemas } from '../../../schemas';
// From fields, not the engine's index: that would pull every screen into the first load.
import { resourceOf } from '../../engine/fields';
import type { ResourceModule } from '../types';

const hints = resourceOf(schemas.usuario);

const usuarios: ResourceModule = {
  name: hints.name,
  list: lazy(() => import('./UsuarioList')),
  create: lazy(() => import('./UsuarioCreate')),
  edit: lazy(() => import('./UsuarioEdit')),
  icon: ManageAccountsIcon,
  recordRepresentation: hints.recordRepresentation,
};

export default usuarios;
