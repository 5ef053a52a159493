/**
 * HTTP of the presupuesto (contracts: schemas/api/presupuesto.ts), every route under the
 * /presupuesto permiso but the partida picker, also open to the documents that pick from it: an
 * obra's tree and its conceptos' pages, the import and the export (.xlsx, PDF), a concepto's avance
 * and its capture, and one concepto's read and edit, derived from the entity at its
 * `x-resource.api`, `/api/presupuesto/concepto`.
 */
import { presupuestoApi } from '../../../schemas/api/presupuesto';
import type { PresupuestoRoutes } from '../../../schemas/generated/api';
import { readMultipart } from '../../files/multipart';
import { sendPdf } from '../../reports/pdf-reply';
import { sendXlsx } from '../../reports/spreadsheet';
import { entityRoutes } from '../../entity/routes';
import { presupuestoPdf, presupuestoXlsx } from './exportar';
import { schemas } from '../../../schemas';
import { pickerAccess } from '../common/picker-access';
import { avanceDelConcepto, capturarAvance } from './avance';
import { importarPresupuesto } from './importar';
import { conceptosObra, paginaConceptos, partidaParaElegir, partidasParaElegir, resumenPresupuesto } from './service';

export const presupuestoModule = entityRoutes<PresupuestoRoutes>(conceptosObra, presupuestoApi, {
  routes: {
    resumen: {
      url: '/api/presupuesto/obra/:idObra',
      answer: ({ db, caller, request }) => resumenPresupuesto(db, caller, request.params.idObra),
    },
    conceptos: {
      url: '/api/presupuesto/obra/:idObra/conceptos',
      answer: ({ db, caller, request }) => paginaConceptos(db, caller, request.params.idObra, request.query),
    },
    exportar: {
      url: '/api/presupuesto/obra/:idObra/exportar',
      answer: async ({ db, caller, request, reply }) => {
        const { nombre, contenido } = await presupuestoXlsx(db, caller, request.params.idObra);
        return sendXlsx(reply, nombre, contenido);
      },
    },
    pdf: {
      url: '/api/presupuesto/obra/:idObra/pdf',
      answer: async ({ db, caller, request, reply }) => {
        const { nombre, contenido } = await presupuestoPdf(db, caller, request.params.idObra);
        return sendPdf(reply, nombre, contenido);
      },
    },
    partidas: {
      url: '/api/presupuesto/obra/:idObra/partidas',
      // The documents that charge a cost to a partida pick it (their schemas' `x-resource.picks`).
      access: pickerAccess(schemas.conceptoObra).access,
      answer: ({ db, caller, request }) =>
        partidasParaElegir(db, caller, request.params.idObra, request.query.toSearch),
    },
    partida: {
      url: '/api/presupuesto/partida/:idPartida',
      access: pickerAccess(schemas.conceptoObra).access,
      answer: ({ db, caller, request }) => partidaParaElegir(db, caller, request.params.idPartida),
    },
    avance: {
      url: '/api/presupuesto/concepto/:idConcepto/avance',
      answer: ({ db, caller, request }) => avanceDelConcepto(db, caller, request.params.idConcepto),
    },
    capturarAvance: {
      method: 'POST',
      url: '/api/presupuesto/concepto/:idConcepto/avance',
      answer: ({ db, caller, request }) => capturarAvance(db, caller, request.params.idConcepto, request.body),
    },
    importar: {
      method: 'POST',
      url: '/api/presupuesto/obra/:idObra/importar',
      answer: ({ db, caller, request }) =>
        importarPresupuesto(db, caller, (request.params as { idObra: number }).idObra, () => readMultipart(request)),
    },
  },
});
