/** historialCompras: the applied compras of an obra, as server/modules/compra answers them. */
import { compras } from '../../fixtures/compras';
import type { MockQuery } from '../data';
import { ofObra } from '../history-filters';

export const historialCompras: MockQuery = {
  name: 'historialCompras',
  params: {
    obraId: { type: 'integer', required: true },
    proveedorId: { type: 'integer' },
    desde: { type: 'date' },
    hasta: { type: 'date' },
  },
  rows: (params) =>
    ofObra(
      compras.filter((compra) => compra.status === 'aplicado'),
      params,
    ).map(({ id, folio, fecha, folioProveedor, proveedor, subTotal, iva, total, saldo }) => ({
      id,
      folio,
      fecha,
      folioProveedor,
      proveedor,
      subTotal,
      iva,
      total,
      saldo,
    })),
};

export default [historialCompras];
