/** Routes of the ordenCompra group (`/api/ordenCompra`): the documents, their PDF and their actions. */
import { schemas } from '..';
import { answers, binary, crud, idParams, listOf, object, pagedQuery, recordOf, type RouteContract } from './shared';

const { create, update, get, page } = crud(schemas.ordenCompra, 'ordenCompraId', pagedQuery(['search']));
const orden = recordOf(schemas.ordenCompra);
const deObra = idParams('obraId');
const action = (summary: string) => ({ summary, params: idParams('ordenCompraId'), response: answers(orden) });

export const ordenCompraApi = {
  create,
  update,
  get,
  page,
  byObra: {
    summary: 'Ordenes de compra de una obra, paginadas',
    params: deObra,
    querystring: pagedQuery(),
    response: answers(page.response[200]),
  },
  deObra: { summary: 'Todas las ordenes de compra de una obra', params: deObra, response: answers(listOf(orden)) },
  reporte: {
    summary: 'Orden de compra en PDF',
    params: idParams('ordenCompraId'),
    response: answers(
      binary('La orden con encabezado, proveedor, renglones, totales e importe con letra', 'application/pdf'),
    ),
  },
  autorizar: action('Autoriza una orden de compra en status creado (dentro del limite de autorizacion)'),
  cancelar: action('Cancela una orden de compra en status creado'),
  limite: {
    summary:
      'Limite de autorizacion de quien llama para la orden (el de su rol en la sucursal de la orden); null: sin limite',
    params: idParams('ordenCompraId'),
    response: answers(object({ limite: { type: ['number', 'null'] } }, ['limite'])),
  },
} satisfies Record<string, RouteContract>;
