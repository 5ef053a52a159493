/**
 * Routes of the factura group (`/api/factura`): client invoices of an obra with their PDF, their
 * ingresos, the lists by obra, by obra and cliente and por cobrar, and the aging per cliente.
 */
import { schemas } from '..';
import { comprobanteContracts } from './cfdi-contracts';
import { agingRow } from './aging';
import { ingresoDeFactura } from './ingreso';
import {
  answers,
  crud,
  documentReference,
  filePart,
  idParams,
  idSchema,
  listOf,
  object,
  pageOf,
  pagedQuery,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

const { create, update } = crud(schemas.factura, 'facturaId');
const record = recordOf(schemas.factura);
const params = idParams('facturaId');

/** A factura as its reads by id answer it: with the ingresos recorded against it, oldest first. */
const facturaLeida: JsonSchema = {
  ...record,
  properties: { ...(record.properties as Record<string, JsonSchema>), ingresos: listOf(ingresoDeFactura) },
};

/**
 * POST and PUT read a multipart body (server/modules/factura/routes.ts): part `factura` with the
 * JSON, validated by the service with the entity schema, and file parts `files`.
 */
const multipart = (factura: JsonSchema, files: string): Record<string, JsonSchema> => ({
  'multipart/form-data': {
    type: 'object',
    required: files.startsWith('Al menos') ? ['factura', 'files'] : ['factura'],
    properties: {
      factura: { ...factura, description: 'La factura en JSON, como campo de texto o como archivo' },
      files: { type: 'array', items: filePart('La factura en PDF'), description: files },
    },
  },
});

const porCobrarFlag = {
  type: 'string',
  enum: ['true', 'false'],
  errorMessage: 'El parametro porCobrar debe ser true o false',
};
const paged = (summary: string, extra: Record<string, JsonSchema>, required: string[] = []) => {
  const querystring = pagedQuery(['toSearch'], 'pageSize', extra);
  return {
    summary,
    querystring: required.length > 0 ? { ...querystring, required } : querystring,
    response: answers(pageOf(record)),
  };
};

const antiguedad = agingRow('cliente');

export const facturaApi = {
  create: {
    summary: create.summary,
    description: 'saldo = total; promesaPago, si no se envia, es fecha + dias de credito del cliente.',
    bodyContent: multipart(create.body, 'Al menos un PDF: la factura'),
    response: answers(facturaLeida, 201),
  },
  update: {
    summary: update.summary,
    description: `${update.description} El total no puede ser menor a lo cobrado (409); saldo = total − ingresos.`,
    bodyContent: multipart(schemas.factura, 'Opcional: un PDF que reemplaza el actual'),
    response: answers(facturaLeida),
  },
  get: { summary: 'Factura por id, con sus ingresos', params, response: answers(facturaLeida) },
  page: paged('Facturas visibles, de una obra (obraId), paginadas; porCobrar=true: solo con saldo', {
    obraId: idSchema,
    porCobrar: porCobrarFlag,
  }),
  byObraAndCliente: paged('Facturas de una obra y un cliente, paginadas', { obraId: idSchema, clienteId: idSchema }, [
    'obraId',
    'clienteId',
  ]),
  porCobrar: paged('Facturas con saldo, de un cliente (clientId) o de una obra (obraId), paginadas', {
    clientId: idSchema,
    obraId: idSchema,
  }),
  antiguedad: {
    summary: 'Antiguedad de saldos por cliente: al corriente y dias vencidos desde la promesa de pago',
    querystring: object({ obraId: idSchema }),
    response: answers(listOf(antiguedad)),
  },
  ...comprobanteContracts(schemas.factura, 'facturaId'),
  comprobanteUrl: { summary: 'Referencia del PDF de la factura', params, response: answers(documentReference) },
} satisfies Record<string, RouteContract>;
