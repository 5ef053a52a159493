/**
 * HTTP of the ordenCompra group (contracts: schemas/api/orden-compra.ts), all under the
 * /orden-compra menu item. The document's routes and its actions are derived
 * (server/domain/document-routes.ts; autorizar's optional body is its justification); declared
 * here, its lists (searched by `search`), its PDF, the caller's approval limit and the order's
 * impact on the obra's budget.
 */
import { ordenCompraApi } from '../../../schemas/api/orden-compra';
import type { OrdenCompraRoutes } from '../../../schemas/generated/api';
import { documentRoutes } from '../../domain/document-routes';
import { sendPdf } from '../../reports/pdf-reply';
import { reporteOrden } from './reporte';
import { impactoDeOrden, limiteDeOrden, ordenes, ordenesDeObra, pageOrdenes, pageOrdenesDeObra } from './service';

export const ordenCompraModule = documentRoutes<OrdenCompraRoutes>(ordenes, ordenCompraApi, {
  paths: { cancelar: { method: 'PATCH' } },
  routes: {
    page: { answer: ({ db, caller, request }) => pageOrdenes(db, caller, request.query) },
    byObra: {
      path: '/byObra/:obraId',
      answer: ({ db, caller, request }) => pageOrdenesDeObra(db, caller, request.params.obraId, request.query),
    },
    deObra: {
      path: '/obra/:obraId',
      answer: ({ db, caller, request }) => ordenesDeObra(db, caller, request.params.obraId),
    },
    reporte: {
      path: '/:ordenCompraId/reporte',
      answer: async ({ db, caller, request, reply }) => {
        const pdf = await reporteOrden(db, caller, request.params.ordenCompraId);
        return sendPdf(reply, `orden-compra-${request.params.ordenCompraId}`, pdf);
      },
    },
    limite: {
      path: '/:ordenCompraId/limite',
      answer: ({ db, caller, request }) => limiteDeOrden(db, caller, request.params.ordenCompraId),
    },
    impacto: {
      path: '/:ordenCompraId/impacto',
      answer: ({ db, caller, request }) => impactoDeOrden(db, caller, request.params.ordenCompraId),
    },
  },
});
