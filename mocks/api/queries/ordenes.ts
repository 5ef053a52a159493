/** ordenesAutorizadas: an obra's authorized orders with the compra each generated (null: committed). */
import { compras } from '../../fixtures/compras';
import { ordenes } from '../../fixtures/ordenes';
import type { MockQuery } from '../data';
import { ofObra } from '../history-filters';

const compraDe = (ordenId: number) => compras.find((compra) => compra.ordenCompra?.id === ordenId);

const ordenesAutorizadas: MockQuery = {
  name: 'ordenesAutorizadas',
  params: { obraId: { type: 'integer', required: true }, sinCompra: { type: 'boolean' } },
  rows: (params) =>
    ofObra(
      ordenes.filter((orden) => orden.status === 'autorizado'),
      params,
    )
      .map(({ id, folio, fecha, proveedor, total }) => {
        const compra = compraDe(id as number);
        return { id, folio, fecha, proveedor, total, compra: compra ? { id: compra.id, folio: compra.folio } : null };
      })
      .filter((orden) => !(params.sinCompra === true || params.sinCompra === 'true') || orden.compra === null),
};

export default [ordenesAutorizadas];
