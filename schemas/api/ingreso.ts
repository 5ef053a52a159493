/**
 * Routes of the ingresos group (`/api/ingresos`): payments received against facturas, the
 * receivables ledger (server/domain/receivables.ts). The body is declared here, not as an entity
 * schema: an ingreso has no screen or list of its own, it is recorded from `/ingreso` and read
 * inside its factura.
 */
import { defs } from '..';
import { answers, idSchema, listOf, object, type JsonSchema, type RouteContract } from './shared';

/** docs/product.md §3 Formas de pago, as the API spells them. */
export const FORMAS_PAGO = ['Transferencia', 'Cheque', 'Efectivo', 'NotaCredito', 'PorDefinir'] as const;
/** How the dialog shows them (docs/product.md §9, registering a payment). */
export const FORMAS_PAGO_LABELS = ['Transferencia', 'Cheque', 'Efectivo', 'Nota Credito', 'Por Definir'] as const;
export const MAX_INGRESOS = 100;

const monto = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: 999999999999.99,
  errorMessage: {
    type: 'Ingrese un importe valido..',
    exclusiveMinimum: 'El monto debe ser mayor a cero..',
    maximum: 'El importe excede el maximo permitido..',
  },
};
const formaPago = { type: 'string', enum: FORMAS_PAGO, errorMessage: 'Seleccione una forma de pago valida..' };
const referencia = { type: 'string', maxLength: 100, errorMessage: 'La referencia admite hasta 100 caracteres..' };

/** One payment as the caller sends it: against a factura, in pesos with at most 2 decimals. */
export const ingresoNuevo: JsonSchema = {
  type: 'object',
  required: ['factura', 'monto', 'fecha'],
  additionalProperties: false,
  properties: {
    factura: {
      type: 'object',
      required: ['id'],
      properties: { id: { ...idSchema, errorMessage: 'Seleccione una factura valida..' } },
    },
    monto,
    fecha: defs.fecha,
    formaPago,
    referencia,
  },
  errorMessage: { additionalProperties: 'Campo no permitido' },
};

/** An ingreso as a factura's read answers it. */
export const ingresoDeFactura: JsonSchema = object(
  {
    id: { type: 'integer' },
    fecha: { type: 'string' },
    monto: { type: 'number' },
    formaPago: { type: 'string' },
    referencia: { type: 'string' },
  },
  ['id', 'fecha', 'monto'],
);

/** An ingreso as stored, with its factura and the saldo it left. */
const ingresoRegistrado: JsonSchema = object(
  {
    ...(ingresoDeFactura.properties as Record<string, JsonSchema>),
    factura: object({ id: { type: 'integer' }, folio: { type: 'string' }, saldo: { type: 'number' } }, [
      'id',
      'folio',
      'saldo',
    ]),
  },
  ['id', 'factura', 'fecha', 'monto'],
);

export const ingresoApi = {
  registrar: {
    summary: 'Registra ingresos contra facturas: todos o ninguno',
    description:
      'Cada monto baja el saldo de su factura; si la suma de una factura excede su saldo responde 409 ' +
      'con el folio y el saldo, y no guarda nada.',
    body: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_INGRESOS,
      items: ingresoNuevo,
      errorMessage: {
        type: 'Envie una lista de ingresos..',
        minItems: 'Agregue al menos un ingreso..',
        maxItems: `Se admiten hasta ${MAX_INGRESOS} ingresos a la vez..`,
      },
    },
    response: answers(listOf(ingresoRegistrado), 201),
  },
} satisfies Record<string, RouteContract>;
