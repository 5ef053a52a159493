/**
 * HTTP of the permiso calls (contracts: schemas/api/usuario.ts), every route declared, at the paths
 * docs/product.md §7 names under /api/usuario: configura, so ROLE_ADMIN or above.
 */
import { schemas } from '../../../schemas';
import { permisoApi } from '../../../schemas/api/usuario';
import type { PermisoRoutes } from '../../../schemas/generated/api';
import { declaredRoutes, groupOf } from '../../entity/routes';
import {
  createPermiso,
  getPermiso,
  listPermisos,
  pagePermisos,
  regenerarPermisos,
  updatePermiso,
} from './permiso-admin.service';

const admin = { role: 'ROLE_ADMIN' as const };

export const permisoRoutes = declaredRoutes<PermisoRoutes>(groupOf(schemas.permiso, admin), 'idPermiso', permisoApi, {
  routes: {
    list: {
      url: '/api/usuario/permisos-list',
      answer: ({ db, caller, request }) => listPermisos(db, caller, request.query.idUsuario),
    },
    page: {
      url: '/api/usuario/permisos-page',
      answer: ({ db, caller, request }) => pagePermisos(db, caller, request.query),
    },
    create: { answer: ({ db, caller, request }) => createPermiso(db, caller, request.body) },
    update: { answer: ({ db, caller, request }) => updatePermiso(db, caller, request.body) },
    get: { answer: ({ db, caller, request }) => getPermiso(db, caller, request.params.idPermiso) },
    regenerar: {
      method: 'POST',
      path: '/:idUsuario',
      answer: ({ db, caller, request }) => regenerarPermisos(db, caller, request.params.idUsuario),
    },
  },
});
