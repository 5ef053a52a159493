/**
 * Routes of the pago group (`/api/pago`): registering a payment (the whole saldo of authorized
 * charges of one proveedor and obra, server/domain/payables.ts), the history of an obra's payments
 * (the pago document, schemas/pago.schema.json), one payment with the charges it paid, and the
 * history as an Excel workbook.
 */
import { schemas } from '..';
import {
  answers,
  binary,
  crud,
  idSchema,
  object,
  pageOf,
  pagedQuery,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

export const MAX_CARGOS_POR_PAGO = 500;

const record = recordOf(schemas.pago);
const { get } = crud(schemas.pago, 'pagoId');
const { fecha, formaPago, descripcion } = schemas.pago.properties as Record<string, JsonSchema>;
const historial = pagedQuery(['toSearch'], 'pageSize', { obraId: idSchema });

const importe = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: 999999999999.99,
  errorMessage: {
    type: 'Ingrese un importe valido..',
    exclusiveMinimum: 'El monto debe ser mayor a cero..',
    maximum: 'El importe excede el maximo permitido..',
  },
};

/**
 * What a payment names: the charges and, for each, the saldo the caller saw (it must still be it);
 * or `todos` the proveedor's authorized unpaid charges of the obra, with the total the caller saw.
 */
const pagoNuevo = object(
  {
    proveedorId: { ...idSchema, errorMessage: 'Seleccione un proveedor valido..' },
    obraId: { ...idSchema, errorMessage: 'Seleccione una obra valida..' },
    fecha,
    formaPago,
    descripcion,
    pagos: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_CARGOS_POR_PAGO,
      items: object(
        {
          referenciaCargo: { ...idSchema, errorMessage: 'Seleccione un cargo valido..' },
          monto: importe,
        },
        ['referenciaCargo', 'monto'],
      ),
      errorMessage: {
        type: 'Envie la lista de cargos a pagar..',
        minItems: 'Seleccione al menos un cargo a pagar..',
        maxItems: `Se pagan hasta ${MAX_CARGOS_POR_PAGO} cargos listados a la vez; para todos, envie todos y su total..`,
      },
    },
    todos: { type: 'boolean', const: true, errorMessage: 'todos solo puede ser true..' },
    total: importe,
  },
  ['proveedorId', 'obraId', 'fecha', 'formaPago'],
);

/** Either the listed charges or all of them with their total, never both. */
const cargosDelPago = {
  oneOf: [
    { required: ['pagos'], not: { required: ['todos'] } },
    { required: ['todos', 'total'], not: { required: ['pagos'] } },
  ],
};

/** What "pay them all" pays: the proveedor's authorized unpaid charges of the obra, counted and summed. */
const porPagar = object({ cargos: { type: 'integer' }, total: { type: 'number' } }, ['cargos', 'total']);

export const pagoApi = {
  registrar: {
    summary:
      'Registra un pago: el saldo completo de cada cargo autorizado listado, o de todos, de un proveedor y una obra',
    description:
      'Cada monto debe ser el saldo actual de su cargo; con todos: true, se pagan todos los cargos autorizados ' +
      'con saldo del proveedor en la obra, y total debe ser su suma (la que vio quien paga; si cambio, 409). ' +
      'Los cargos quedan bloqueados mientras se paga, y un pago repetido o simultaneo de los mismos cargos ' +
      'responde 409 sin pagar nada dos veces.',
    body: {
      ...pagoNuevo,
      ...cargosDelPago,
      additionalProperties: false,
      errorMessage: {
        additionalProperties: 'Campo no permitido',
        oneOf: 'Envie los cargos a pagar (pagos), o todos: true con el total a pagar, no ambos..',
      },
    },
    response: answers(record, 201),
  },
  porPagar: {
    summary: 'Cuantos cargos autorizados con saldo tiene un proveedor en una obra y cuanto suman: lo que paga todos',
    querystring: object({ obraId: idSchema, proveedorId: idSchema }, ['obraId', 'proveedorId']),
    response: answers(porPagar),
  },
  historial: {
    summary: 'Pagos de una obra (obraId), recientes primero, paginados y con busqueda',
    querystring: historial,
    response: answers(pageOf(record)),
  },
  excel: {
    summary: 'El historial de pagos de una obra (con su busqueda) como libro de Excel',
    querystring: object({ obraId: idSchema, toSearch: { type: 'string' } }, ['obraId']),
    response: answers(
      binary('Historial de Pagos.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ),
  },
  get: { ...get, summary: 'Un pago con los cargos que pago' },
} satisfies Record<string, RouteContract>;
