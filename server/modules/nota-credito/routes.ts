/**
 * HTTP of the notaCredito group (contracts: schemas/api/nota-credito.ts), all under the
 * /nota-credito menu item. The document's routes are derived (server/domain/document-routes.ts)
 * on the paths docs/product.md §7 names: PATCH /api/notaCredito updates (the schema's
 * `x-resource.update`; the body carries the id) and PATCH /api/notaCredito/aplicar takes `{id}`.
 * Declared here, the obra's list and the PDF.
 */
import { notaCreditoApi } from '../../../schemas/api/nota-credito';
import type { NotaCreditoRoutes } from '../../../schemas/generated/api';
import { documentRoutes } from '../../domain/document-routes';
import { sendPdf } from '../../reports/pdf-reply';
import { reporteNota } from './reporte';
import { notas, pageNotasDeObra } from './service';

export const notaCreditoModule = documentRoutes<NotaCreditoRoutes>(notas, notaCreditoApi, {
  paths: { aplicar: { method: 'PATCH', path: '/aplicar', idInBody: true } },
  routes: {
    deObra: {
      path: '/obra/:obraId',
      answer: ({ db, caller, request }) => pageNotasDeObra(db, caller, request.params.obraId, request.query),
    },
    reporte: {
      path: '/:notaCreditoId/reporte',
      answer: async ({ db, caller, request, reply }) => {
        const pdf = await reporteNota(db, caller, request.params.notaCreditoId);
        return sendPdf(reply, `nota-credito-${request.params.notaCreditoId}`, pdf);
      },
    },
  },
});
