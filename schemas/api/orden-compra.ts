/** Routes of the ordenCompra group (`/api/ordenCompra`): the documents, their PDF and their actions. */
import { schemas } from '..';
import { JUSTIFICACION_INVALIDA, JUSTIFICACION_MAX, JUSTIFICACION_PATTERN } from '../purchasing';
import {
  answers,
  binary,
  crud,
  idParams,
  listOf,
  object,
  pagedQuery,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

const { create, update, get, page } = crud(schemas.ordenCompra, 'ordenCompraId', pagedQuery(['search']));
const orden = recordOf(schemas.ordenCompra);
const deObra = idParams('obraId');
const action = (summary: string) => ({ summary, params: idParams('ordenCompraId'), response: answers(orden) });
const money = { type: 'number' } as const;
/** Autorizar's optional body: a request without one (null) authorizes within the budget. */
const autorizacion: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    justificacion: {
      type: 'string',
      pattern: JUSTIFICACION_PATTERN,
      description: `Obligatoria cuando la orden rebasa el presupuesto de Insumos de la obra; de 1 a ${JUSTIFICACION_MAX} caracteres`,
      errorMessage: JUSTIFICACION_INVALIDA,
    },
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Campo no permitido' },
};

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
  autorizar: {
    ...action(
      'Autoriza una orden de compra en status creado (dentro del limite de autorizacion); sobre el presupuesto de Insumos de la obra, con justificacion',
    ),
    body: autorizacion,
  },
  cancelar: action('Cancela una orden de compra en status creado'),
  limite: {
    summary:
      'Limite de autorizacion de quien llama para la orden (el de su rol en la sucursal de la orden); null: sin limite',
    params: idParams('ordenCompraId'),
    response: answers(object({ limite: { type: ['number', 'null'] } }, ['limite'])),
  },
  impacto: {
    summary:
      'La linea de Insumos de la obra antes y despues de la orden: presupuesto, ejercido, comprometido (sin la orden), la orden, antes = ejercido + comprometido, despues = antes + orden, y si excede',
    params: idParams('ordenCompraId'),
    response: answers(
      object(
        {
          presupuesto: money,
          ejercido: money,
          comprometido: money,
          orden: money,
          antes: money,
          despues: money,
          excede: { type: 'boolean' },
        },
        ['presupuesto', 'ejercido', 'comprometido', 'orden', 'antes', 'despues', 'excede'],
      ),
    ),
  },
} satisfies Record<string, RouteContract>;
