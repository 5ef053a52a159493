/**
 * HTTP of the contabilidad group (contracts: schemas/api/contabilidad.ts): the payables ledger of
 * an obra as the cuentas por pagar screens read, schedule and print it (server/domain/payables.ts),
 * and the payment run of a date as a PDF to sign and a bank layout. Each route is open to the
 * screens that use it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { contabilidadApi as api } from '../../../schemas/api/contabilidad';
import type { ContabilidadRoutes } from '../../../schemas/generated/api';
import { businessToday } from '../../../schemas/today';
import { callerOf } from '../../auth/guard';
import { AUTORIZADO, CUENTAS_POR_PAGAR, HISTORIAL, PENDIENTE, REGISTRO } from './links';
import { sendPdf } from '../../reports/pdf-reply';
import { sendCsv } from '../../reports/spreadsheet';
import { cashPlan, pageAbonos, pageCargos, payablesAging, scheduleCargo } from '../../domain/payables';
import { layoutCsv, nombreLayout, nombreRelacion, relacionPdf } from './relacion';
import { reporteCargos, tituloCargos } from './reporte';

const access = (...menu: string[]) => ({ access: { menu } });

export const contabilidadModule: FastifyPluginAsync = async (app) => {
  app.get<ContabilidadRoutes['noPagados']>(
    '/api/contabilidad/cargos/nopagados',
    { config: access(PENDIENTE, AUTORIZADO), schema: api.noPagados },
    async (request) => {
      const { authorized, obraId } = request.query;
      const autorizado = authorized === undefined ? undefined : authorized === 'true';
      return pageCargos(app.db, callerOf(request), { obraId, pagados: false, autorizado }, request.query);
    },
  );

  app.get<ContabilidadRoutes['autorizados']>(
    '/api/contabilidad/cargos/autorizados',
    { config: access(REGISTRO, AUTORIZADO), schema: api.autorizados },
    async (request) => {
      const { obraId, proveedorId } = request.query;
      return pageCargos(
        app.db,
        callerOf(request),
        { obraId, proveedorId, pagados: false, autorizado: true },
        request.query,
      );
    },
  );

  app.get<ContabilidadRoutes['pagados']>(
    '/api/contabilidad/cargos/pagados',
    { config: access(HISTORIAL, REGISTRO), schema: api.pagados },
    async (request) =>
      pageCargos(app.db, callerOf(request), { obraId: request.query.obraId, pagados: true }, request.query),
  );

  app.get<ContabilidadRoutes['abonos']>(
    '/api/contabilidad/abonos',
    { config: access(HISTORIAL, REGISTRO), schema: api.abonos },
    async (request) => pageAbonos(app.db, callerOf(request), request.query.obraId, request.query),
  );

  app.put<ContabilidadRoutes['calendarizar']>(
    '/api/contabilidad/cargos/:cargoId/calendarizarPago',
    { config: access(PENDIENTE, AUTORIZADO), schema: api.calendarizar },
    async (request) =>
      scheduleCargo(
        app.db,
        callerOf(request),
        { cargoId: request.params.cargoId },
        request.query.fechaPago ?? businessToday(),
        request.query.confirmar,
      ),
  );

  app.put<ContabilidadRoutes['descalendarizar']>(
    '/api/contabilidad/cargos/:cargoId/descalendarizar',
    { config: access(AUTORIZADO), schema: api.descalendarizar },
    async (request) => scheduleCargo(app.db, callerOf(request), { cargoId: request.params.cargoId }, null),
  );

  app.get<ContabilidadRoutes['plan']>(
    '/api/contabilidad/plan',
    { config: access(AUTORIZADO, REGISTRO), schema: api.plan },
    async (request) => cashPlan(app.db, callerOf(request), request.query.obraId),
  );

  app.get<ContabilidadRoutes['antiguedad']>(
    '/api/contabilidad/antiguedad',
    { config: access(...CUENTAS_POR_PAGAR), schema: api.antiguedad },
    async (request) => payablesAging(app.db, callerOf(request), request.query.obraId),
  );

  app.get<ContabilidadRoutes['reporte']>(
    '/api/contabilidad/cargos/reporte',
    { config: access(PENDIENTE, AUTORIZADO), schema: api.reporte },
    async (request, reply) => {
      const autorizado = request.query.authorized === 'true';
      const pdf = await reporteCargos(app.db, callerOf(request), request.query.obraId, autorizado);
      return sendPdf(reply, tituloCargos(autorizado), pdf);
    },
  );

  app.get<ContabilidadRoutes['relacion']>(
    '/api/contabilidad/relacion',
    { config: access(AUTORIZADO, REGISTRO), schema: api.relacion },
    async (request, reply) => {
      const { obraId, fechaPago } = request.query;
      return sendPdf(reply, nombreRelacion(fechaPago), await relacionPdf(app.db, callerOf(request), obraId, fechaPago));
    },
  );

  app.get<ContabilidadRoutes['layout']>(
    '/api/contabilidad/layout',
    { config: access(AUTORIZADO, REGISTRO), schema: api.layout },
    async (request, reply) => {
      const { obraId, fechaPago } = request.query;
      return sendCsv(reply, nombreLayout(fechaPago), await layoutCsv(app.db, callerOf(request), obraId, fechaPago));
    },
  );
};
