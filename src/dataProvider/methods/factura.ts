/**
 * Factura and ingreso calls beside the CRUD of /cobro (docs/contract.md Factura (cobro), Ingresos):
 * the aging per cliente, the facturas with saldo (/ingreso), the facturas of an obra and a cliente
 * (/demo), and registering ingresos, which changes saldos everywhere they are shown.
 */
import { schemas } from '../../../schemas';
import type {
  FacturaAntiguedadReply,
  FacturaByObraAndClienteQuery,
  FacturaByObraAndClienteReply,
  FacturaPorCobrarQuery,
  FacturaPorCobrarReply,
  IngresoRegistrarBody,
  IngresoRegistrarReply,
} from '../../../schemas/generated/api';
import { apiJson } from '../http';
import { mutation, query, resourceKey } from './method';

export const facturaMethods = {
  antiguedadFacturas: query((obraId: number) =>
    apiJson<FacturaAntiguedadReply>('/api/factura/antiguedad', { query: { obraId } }),
  ),
  facturasPorCobrar: query((params: FacturaPorCobrarQuery) =>
    apiJson<FacturaPorCobrarReply>('/api/factura/porcoborar', { query: { ...params } }),
  ),
  facturasDeObraYCliente: query((params: FacturaByObraAndClienteQuery) =>
    apiJson<FacturaByObraAndClienteReply>('/api/factura/byObraAndCliente', { query: { ...params } }),
  ),
  registrarIngresos: mutation(
    (ingresos: IngresoRegistrarBody) =>
      apiJson<IngresoRegistrarReply>('/api/ingresos', { method: 'POST', body: ingresos }),
    [resourceKey(schemas.factura), 'antiguedadFacturas', 'facturasPorCobrar', 'facturasDeObraYCliente'],
  ),
};
