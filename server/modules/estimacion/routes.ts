/**
 * HTTP of the estimaciones (contracts: schemas/api/estimacion.ts), under the /estimacion permiso;
 * facturar also needs /cobro (its x-lifecycle). Besides the document's routes: an obra's estado de
 * cuenta and the avance left to bill ('Copiar cantidades de avance'), and one estimación printed (PDF) and exported (.xlsx).
 */
import { estimacionApi } from '../../../schemas/api/estimacion';
import type { EstimacionRoutes } from '../../../schemas/generated/api';
import { documentRoutes } from '../../domain/document-routes';
import { sendPdf } from '../../reports/pdf-reply';
import { sendXlsx } from '../../reports/spreadsheet';
import { avancePorEstimar } from './avance';
import { estadoDeCuenta } from './estado-cuenta';
import { estimacionImpresa } from './impresion';
import { estimacionPdf } from './impresion-pdf';
import { estimacionXlsx } from './impresion-xlsx';
import { estimaciones } from './service';

export const estimacionModule = documentRoutes<EstimacionRoutes>(estimaciones, estimacionApi, {
  routes: {
    estadoCuenta: {
      path: '/obra/:obraId/estadoCuenta',
      answer: ({ db, caller, request }) => estadoDeCuenta(db, caller, request.params.obraId),
    },
    avance: {
      path: '/obra/:obraId/avance',
      answer: ({ db, caller, request }) => avancePorEstimar(db, caller, request.params.obraId, request.query),
    },
    pdf: {
      path: '/:estimacionId/pdf',
      answer: async ({ db, caller, request, reply }) => {
        const impresa = await estimacionImpresa(db, caller, request.params.estimacionId);
        return sendPdf(reply, impresa.nombre, await estimacionPdf(impresa));
      },
    },
    xlsx: {
      path: '/:estimacionId/xlsx',
      answer: async ({ db, caller, request, reply }) => {
        const impresa = await estimacionImpresa(db, caller, request.params.estimacionId);
        return sendXlsx(reply, impresa.nombre, await estimacionXlsx(impresa));
      },
    },
  },
});
