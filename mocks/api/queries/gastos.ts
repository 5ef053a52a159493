/** historialGastos: the applied gastos of an obra, as server/modules/gasto answers them. */
import { gastos } from '../../fixtures/gastos';
import type { MockQuery } from '../data';
import { ofObra } from '../history-filters';

const historialGastos: MockQuery = {
  name: 'historialGastos',
  params: { obraId: { type: 'integer', required: true }, desde: { type: 'date' }, hasta: { type: 'date' } },
  rows: (params) =>
    ofObra(
      gastos.filter((gasto) => gasto.status === 'aplicado'),
      params,
    ).map(({ id, folio, fecha, formaPago, proveedor, total, saldo }) => ({
      id,
      folio,
      fecha,
      formaPago,
      ...(proveedor ? { proveedor } : {}),
      total,
      saldo,
    })),
};

export default [historialGastos];
