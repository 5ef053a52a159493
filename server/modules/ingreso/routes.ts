/**
 * HTTP of the ingresos group (contract: schemas/api/ingreso.ts), under the /ingreso menu item:
 * `POST /api/ingresos` records a set of payments against facturas in one transaction, through the
 * receivables ledger (server/domain/receivables.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ingresoApi as api } from '../../../schemas/api/ingreso';
import type { IngresoRoutes } from '../../../schemas/generated/api';
import { callerOf } from '../../auth/guard';
import { inTransaction } from '../../db/tx';
import { recordIngresos } from '../../domain/receivables';
import { FieldErrors } from '../common/field-errors';

const config = { access: { menu: '/ingreso' } };

export const ingresoModule: FastifyPluginAsync = async (app) => {
  app.post<IngresoRoutes['registrar']>('/api/ingresos', { config, schema: api.registrar }, async (request, reply) => {
    const caller = callerOf(request);
    const errors = new FieldErrors();
    // The contract bounds each monto; cents are exact only with at most 2 decimals.
    const entries = request.body.map((entry, i) => ({
      facturaId: entry.factura.id,
      fecha: entry.fecha,
      monto: errors.cents(`${i}.monto`, entry.monto) ?? 0n,
      formaPago: entry.formaPago,
      referencia: entry.referencia,
    }));
    errors.throwIfAny();
    const stored = await inTransaction(app.db, caller.id, (tx) => recordIngresos(tx, caller, entries));
    reply.status(201);
    return stored;
  });
};
