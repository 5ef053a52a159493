/** Routes of the notaCredito group (`/api/notaCredito`): the notas of applied compras, comprobante, aplicar, PDF and the obra's list. */
import { schemas } from '..';
import {
  answers,
  binary,
  crud,
  documentReference,
  idParams,
  idSchema,
  pagedQuery,
  recordOf,
  type RouteContract,
} from './shared';

const { create, update, get, page } = crud(schemas.notaCredito, 'notaCreditoId');
const nota = recordOf(schemas.notaCredito);
const params = idParams('notaCreditoId');

export const notaCreditoApi = {
  create: {
    ...create,
    summary: 'Crea la nota de credito de una compra aplicada (renglones de la compra si no se envian)',
  },
  update: { ...update, summary: 'Actualiza una nota de credito sin aplicar (id en el cuerpo)' },
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
  comprobante: {
    summary: 'Adjunta el comprobante (parte de archivo `file`: PDF, PNG o JPEG) a una nota sin aplicar',
    params,
    consumes: ['multipart/form-data'],
    response: answers(nota),
  },
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
