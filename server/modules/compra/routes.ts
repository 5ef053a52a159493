/**
 * HTTP of the compra group (contracts: schemas/api/compra.ts), under the /compra menu item; the
 * history and its Excel also under Historial de Compras (./links.ts). The document's routes, its
 * charge's scheduling and its generation from an order (`madeFrom`) are derived
 * (server/domain/document-routes.ts); declared here, the lists, the history and the PDFs.
 */
import { compraApi } from '../../../schemas/api/compra';
import type { CompraRoutes } from '../../../schemas/generated/api';
import { documentRoutes } from '../../domain/document-routes';
import { sendPdf } from '../../reports/pdf-reply';
import { sendXlsx } from '../../reports/spreadsheet';
import { historialXlsx } from './historial-excel';
import { historialCompras, TITULO_HISTORIAL } from './historial';
import { HISTORIAL_ACCESS } from './links';
import { reporteCompra, reporteOrdenDeCompra } from './reporte';
import { compras, comprasDeObra, pageCompras } from './service';

const historial = { menu: HISTORIAL_ACCESS };

export const compraModule = documentRoutes<CompraRoutes>(compras, compraApi, {
  routes: {
    byObraAndProveedor: {
      path: '/byObraAndProveedor',
      answer: ({ db, caller, request }) => pageCompras(db, caller, request.query),
    },
    porPagar: {
      path: '/porpagar',
      answer: ({ db, caller, request }) => pageCompras(db, caller, request.query, { porPagar: true }),
    },
    byObra: {
      path: '/byObra/:obraId',
      answer: ({ db, caller, request }) => comprasDeObra(db, caller, request.params.obraId),
    },
    historial: {
      path: '/historial',
      access: historial,
      answer: ({ db, caller, request }) => historialCompras(db, caller, request.query),
    },
    historialExcel: {
      path: '/historial/excel',
      access: historial,
      answer: async ({ db, caller, request, reply }) =>
        sendXlsx(reply, TITULO_HISTORIAL, await historialXlsx(db, caller, request.query)),
    },
    reporte: {
      path: '/:compraId/reporte',
      answer: async ({ db, caller, request, reply }) =>
        sendPdf(reply, `compra-${request.params.compraId}`, await reporteCompra(db, caller, request.params.compraId)),
    },
    reporteOrdenCompra: {
      path: '/:compraId/reporteOrdenCompra',
      answer: async ({ db, caller, request, reply }) =>
        sendPdf(
          reply,
          `orden-compra-de-compra-${request.params.compraId}`,
          await reporteOrdenDeCompra(db, caller, request.params.compraId),
        ),
    },
  },
});
