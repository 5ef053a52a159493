/**
 * HTTP of the pago group (contracts: schemas/api/pago.ts): registering a payment under the
 * Registro de Pago permiso, the history and its Excel under Historial de Pagos (or Registro).
 */
import type { FastifyPluginAsync } from 'fastify';
import { pagoApi as api } from '../../../schemas/api/pago';
import type { PagoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { sendXlsx } from '../../documents/spreadsheet';
import { FieldErrors } from '../common/field-errors';
import { historialXlsx, TITULO_HISTORIAL } from './excel';
import { pagoConCargos, pagos, registrarPago } from './service';

const registro = { access: { menu: '/cuentas-por-pagar/registro-pago' } };
const historial = { access: { menu: ['/cuentas-por-pagar/historial', '/cuentas-por-pagar/registro-pago'] } };

export const pagoModule: FastifyPluginAsync = async (app) => {
  app.post<PagoRoutes['registrar']>(
    '/api/pago/pagos',
    { config: registro, schema: api.registrar },
    async (request, reply) => {
      const errors = new FieldErrors();
      // The contract bounds each monto; cents are exact only with at most 2 decimals.
      const cargos = request.body.pagos.map((pago, i) => ({
        cargoId: pago.referenciaCargo,
        monto: errors.cents(`pagos.${i}.monto`, pago.monto) ?? 0n,
      }));
      errors.throwIfAny();
      const stored = await registrarPago(app.db, callerOf(request), { ...request.body, pagos: cargos });
      reply.status(201);
      return stored;
    },
  );

  app.get<PagoRoutes['historial']>(
    '/api/pago/historial',
    { config: historial, schema: api.historial },
    async (request) => pagos.pageOfObra(app.db, callerOf(request), request.query),
  );

  app.get<PagoRoutes['excel']>(
    '/api/pago/historial/excel',
    { config: historial, schema: api.excel },
    async (request, reply) =>
      sendXlsx(
        reply,
        TITULO_HISTORIAL,
        await historialXlsx(app.db, callerOf(request), request.query.obraId, request.query.toSearch),
      ),
  );

  app.get<PagoRoutes['get']>('/api/pago/:pagoId', { config: historial, schema: api.get }, async (request) =>
    pagoConCargos(app.db, callerOf(request), request.params.pagoId),
  );
};
