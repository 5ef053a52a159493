/**
 * HTTP of the compra group (contracts: schemas/api/compra.ts), under the /compra menu item; the
 * history and its Excel also under Historial de Compras (./links.ts).
 * Every path is also accepted with a trailing slash (server/app.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { compraApi as api } from '../../../schemas/api/compra';
import type { CompraRoutes } from '../../../schemas/generated/api';
import { businessToday } from '../../../schemas/today';
import { callerOf } from '../../auth/guard';
import { scheduleCargo } from '../../domain/payables';
import { sendPdf } from '../../documents/pdf-reply';
import { comprobanteRoutes } from '../../documents/document-routes';
import { sendXlsx } from '../../documents/spreadsheet';
import { generarCompra } from './generar';
import { historialXlsx } from './historial-excel';
import { historialCompras, TITULO_HISTORIAL } from './historial';
import { HISTORIAL_ACCESS } from './links';
import { reporteCompra, reporteOrdenDeCompra } from './reporte';
import { compras, comprasDeObra, pageCompras } from './service';

const config = { access: { menu: '/compra' } };
const historial = { access: { menu: HISTORIAL_ACCESS } };

export const compraModule: FastifyPluginAsync = async (app) => {
  app.post<CompraRoutes['generar']>(
    '/api/compra/ordenCompra/:idOrdenCompra',
    { config, schema: api.generar },
    async (request, reply) => {
      reply.status(201);
      return generarCompra(app.db, callerOf(request), request.params.idOrdenCompra);
    },
  );

  app.post<CompraRoutes['create']>('/api/compra', { config, schema: api.create }, async (request, reply) => {
    reply.status(201);
    return compras.create(app.db, callerOf(request), request.body);
  });

  app.put<CompraRoutes['update']>('/api/compra', { config, schema: api.update }, async (request) =>
    compras.update(app.db, callerOf(request), request.body),
  );

  app.get<CompraRoutes['page']>('/api/compra', { config, schema: api.page }, async (request) =>
    pageCompras(app.db, callerOf(request), request.query),
  );

  app.get<CompraRoutes['byObraAndProveedor']>(
    '/api/compra/byObraAndProveedor',
    { config, schema: api.byObraAndProveedor },
    async (request) => pageCompras(app.db, callerOf(request), request.query),
  );

  app.get<CompraRoutes['porPagar']>('/api/compra/porpagar', { config, schema: api.porPagar }, async (request) =>
    pageCompras(app.db, callerOf(request), request.query, { porPagar: true }),
  );

  app.get<CompraRoutes['byObra']>('/api/compra/byObra/:obraId', { config, schema: api.byObra }, async (request) =>
    comprasDeObra(app.db, callerOf(request), request.params.obraId),
  );

  app.get<CompraRoutes['historial']>(
    '/api/compra/historial',
    { config: historial, schema: api.historial },
    async (request) => historialCompras(app.db, callerOf(request), request.query),
  );

  app.get<CompraRoutes['historialExcel']>(
    '/api/compra/historial/excel',
    { config: historial, schema: api.historialExcel },
    async (request, reply) =>
      sendXlsx(reply, TITULO_HISTORIAL, await historialXlsx(app.db, callerOf(request), request.query)),
  );

  app.get<CompraRoutes['get']>('/api/compra/:compraId', { config, schema: api.get }, async (request) =>
    compras.get(app.db, callerOf(request), request.params.compraId),
  );

  comprobanteRoutes(app, compras, api);

  app.post<CompraRoutes['aplicar']>('/api/compra/:compraId/aplicar', { config, schema: api.aplicar }, async (request) =>
    compras.perform(app.db, callerOf(request), 'aplicar', request.params.compraId),
  );

  /** The compra's charge scheduled (a date) or unscheduled (null): 404 before reading it when the compra is not visible. */
  async function scheduleCompra(request: FastifyRequest<{ Params: { compraId: number } }>, fechaPago: string | null) {
    await compras.get(app.db, callerOf(request), request.params.compraId);
    const charge = { tipoDocumento: 'COMPRA' as const, documentoId: request.params.compraId };
    return scheduleCargo(app.db, callerOf(request), charge, fechaPago);
  }

  app.put<CompraRoutes['calendarizarPago']>(
    '/api/compra/:compraId/calendarizarPago',
    { config, schema: api.calendarizarPago },
    async (request) => scheduleCompra(request, request.query.fechaPago ?? businessToday()),
  );

  app.put<CompraRoutes['descalendarizar']>(
    '/api/compra/:compraId/descalendarizar',
    { config, schema: api.descalendarizar },
    async (request) => scheduleCompra(request, null),
  );

  app.get<CompraRoutes['reporte']>(
    '/api/compra/:compraId/reporte',
    { config, schema: api.reporte },
    async (request, reply) =>
      sendPdf(
        reply,
        `compra-${request.params.compraId}`,
        await reporteCompra(app.db, callerOf(request), request.params.compraId),
      ),
  );

  app.get<CompraRoutes['reporteOrdenCompra']>(
    '/api/compra/:compraId/reporteOrdenCompra',
    { config, schema: api.reporteOrdenCompra },
    async (request, reply) =>
      sendPdf(
        reply,
        `orden-compra-de-compra-${request.params.compraId}`,
        await reporteOrdenDeCompra(app.db, callerOf(request), request.params.compraId),
      ),
  );
};
