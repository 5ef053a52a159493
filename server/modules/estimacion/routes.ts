/** HTTP of the estimaciones (contracts: schemas/api/estimacion.ts), under the /estimacion permiso; facturar also needs /cobro (its x-lifecycle). */
import { estimacionApi } from '../../../schemas/api/estimacion';
import type { EstimacionRoutes } from '../../../schemas/generated/api';
import { documentRoutes } from '../../domain/document-routes';
import { estadoDeCuenta } from './estado-cuenta';
import { estimaciones } from './service';

export const estimacionModule = documentRoutes<EstimacionRoutes>(estimaciones, estimacionApi, {
  routes: {
    estadoCuenta: {
      path: '/obra/:obraId/estadoCuenta',
      answer: ({ db, caller, request }) => estadoDeCuenta(db, caller, request.params.obraId),
    },
  },
});
