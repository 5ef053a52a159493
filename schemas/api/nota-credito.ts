/** Routes of the notaCredito group (`/api/notaCredito`): the notas of applied compras, comprobante, aplicar, PDF and the obra's list. */
import { schemas } from '..';
import { comprobanteContracts } from './cfdi-contracts';
import {
  answers,
  binary,
  checkedByService,
  crud,
  documentedPart,
  documentReference,
  idParams,
  idSchema,
  pagedQuery,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

const { create, update, get, page } = crud(schemas.notaCredito, 'notaCreditoId');
const nota = recordOf(schemas.notaCredito);
const params = idParams('notaCreditoId');

/**
 * An edit replaces the lines, so it must send them: none answer 'Agregue al menos un producto..'
 * (server/modules/nota-credito/rules.ts), after the nota is found and its status allows the edit.
 */
const edicion = documentedPart(update.body);
const edicionConLineas = checkedByService(
  {
    ...edicion,
    required: [...(edicion.required as string[]), 'notaCreditoDetalle'],
    properties: {
      ...(edicion.properties as Record<string, JsonSchema>),
      notaCreditoDetalle: { ...schemas.notaCredito.properties.notaCreditoDetalle, minItems: 1 },
    },
  },
  schemas.notaCredito,
);

export const notaCreditoApi = {
  create: {
    ...create,
    summary: 'Crea la nota de credito de una compra aplicada (renglones de la compra si no se envian)',
  },
  update: { ...update, summary: 'Actualiza una nota de credito sin aplicar (id en el cuerpo)', body: edicionConLineas },
  get,
  deObra: {
    summary: 'Notas de credito de una obra, paginadas',
    params: idParams('obraId'),
    querystring: pagedQuery(),
    response: page.response,
  },
  aplicar: {
    summary: 'Aplica la nota (necesita comprobante): abono NOTA_CREDITO al cargo de su compra',
    body: { type: 'object', required: ['id'], properties: { id: idSchema } },
    response: answers(nota),
  },
  ...comprobanteContracts(schemas.notaCredito, 'notaCreditoId'),
  comprobanteUrl: {
    summary: 'Referencia del comprobante de la nota',
    params,
    response: answers(documentReference),
  },
  reporte: {
    summary: 'Nota de credito en PDF',
    params,
    response: answers(
      binary('La nota con encabezado, proveedor, renglones, totales e importe con letra', 'application/pdf'),
    ),
  },
} satisfies Record<string, RouteContract>;
