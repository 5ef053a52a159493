/**
 * HTTP of the obra group (contracts: schemas/api/obra.ts). The catalog (list, one obra, create,
 * update) is derived from the entity, under the /obras menu item; declared here, the selector, which
 * serves the shell, so any signed-in user may call it (docs/decisions.md), and the dashboard and the
 * obra summary, which list the obras and their numbers, under /obras too.
 */
import { obraApi } from '../../../schemas/api/obra';
import type { ObraRoutes } from '../../../schemas/generated/api';
import { entityRoutes } from '../../entity/routes';
import { obrasAvance, resumenObra } from './cifras';
import { obras, obrasByName } from './service';

export const obraModule = entityRoutes<ObraRoutes>(obras, obraApi, {
  routes: {
    byName: {
      path: '/byName',
      access: 'authenticated',
      answer: ({ db, caller, request }) =>
        obrasByName(db, caller, request.query.name, request.query.terminadas === 'true'),
    },
    avance: { path: '/avance', answer: ({ db, caller }) => obrasAvance(db, caller) },
    resumen: {
      path: '/:idObra/resumen',
      answer: ({ db, caller, request }) => resumenObra(db, caller, request.params.idObra),
    },
  },
});
