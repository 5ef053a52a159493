/**
 * HTTP of the pago group (contracts: schemas/api/pago.ts), on the document's routes
 * (server/domain/document-routes.ts), all declared: registering a payment under the Registro de
 * Pago permiso (the schema's menu), the history, its Excel and one pago with its cargos under
 * Historial de Pagos (or Registro).
 */
import { pagoApi } from '../../../schemas/api/pago';
import type { PagoRoutes } from '../../../schemas/generated/api';
import { documentRoutes } from '../../domain/document-routes';
import { sendXlsx } from '../../reports/spreadsheet';
import { FieldErrors } from '../common/field-errors';
import { historialXlsx, TITULO_HISTORIAL } from './excel';
import { pagoConCargos, pagos, porPagar, registrarPago } from './service';

const historial = { menu: ['/cuentas-por-pagar/historial', '/cuentas-por-pagar/registro-pago'] };

export const pagoModule = documentRoutes<PagoRoutes>(pagos, pagoApi, {
  routes: {
    registrar: {
      method: 'POST',
      path: '/pagos',
      status: 201,
      answer: ({ db, caller, request }) => {
        const errors = new FieldErrors();
        // The contract bounds each monto; cents are exact only with at most 2 decimals.
        const { pagos: listed, todos, total, ...pago } = request.body;
        const cargos = listed?.map((cargo, i) => ({
          cargoId: cargo.referenciaCargo,
          monto: errors.cents(`pagos.${i}.monto`, cargo.monto) ?? 0n,
        }));
        const visto = todos ? (errors.cents('total', total) ?? 0n) : undefined;
        errors.throwIfAny();
        return registrarPago(db, caller, { ...pago, pagos: cargos, todos: visto });
      },
    },
    porPagar: {
      path: '/porPagar',
      answer: ({ db, caller, request }) => porPagar(db, caller, request.query.obraId, request.query.proveedorId),
    },
    historial: {
      path: '/historial',
      access: historial,
      answer: ({ db, caller, request }) => pagos.pageOfObra(db, caller, request.query),
    },
    excel: {
      path: '/historial/excel',
      access: historial,
      answer: async ({ db, caller, request, reply }) =>
        sendXlsx(
          reply,
          TITULO_HISTORIAL,
          await historialXlsx(db, caller, request.query.obraId, request.query.toSearch),
        ),
    },
    get: {
      path: '/:pagoId',
      access: historial,
      answer: ({ db, caller, request }) => pagoConCargos(db, caller, request.params.pagoId),
    },
  },
});
