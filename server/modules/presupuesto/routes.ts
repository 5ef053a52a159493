/**
 * HTTP of the presupuesto (contracts: schemas/api/presupuesto.ts), every route under the
 * /presupuesto permiso: an obra's tree and its conceptos' pages, the import and the export (.xlsx,
 * PDF), and one concepto's
 * read and edit, derived from the entity at its `x-resource.api`, `/api/presupuesto/concepto`.
 */
import { presupuestoApi } from '../../../schemas/api/presupuesto';
import type { PresupuestoRoutes } from '../../../schemas/generated/api';
import { readMultipart } from '../../files/multipart';
import { sendPdf } from '../../reports/pdf-reply';
import { sendXlsx } from '../../reports/spreadsheet';
import { entityRoutes } from '../../entity/routes';
import { presupuestoPdf, presupuestoXlsx } from './exportar';
import { importarPresupuesto } from './importar';
import { conceptosObra, paginaConceptos, resumenPresupuesto } from './service';

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
    importar: {
      method: 'POST',
      url: '/api/presupuesto/obra/:idObra/importar',
      answer: ({ db, caller, request }) =>
        importarPresupuesto(db, caller, (request.params as { idObra: number }).idObra, () => readMultipart(request)),
    },
  },
});
