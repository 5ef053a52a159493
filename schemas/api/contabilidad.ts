/**
 * Routes of the contabilidad group (`/api/contabilidad`): the payables ledger as the cuentas por
 * pagar screens read and schedule it (server/domain/ledger.ts) — the charges of an obra unpaid
 * (authorized or not), authorized of a proveedor, paid; the abonos; the cash plan; the aging per
 * proveedor; and the payment run of a date as a PDF to sign and a bank layout.
 */
import { defs } from '..';
import { agingRow } from './aging';
import {
  answers,
  binary,
  idParams,
  idSchema,
  listOf,
  object,
  pageOf,
  pagedQuery,
  type JsonSchema,
  type RouteContract,
} from './shared';

const money = { type: 'number' };
const text = { type: 'string' };
const fecha = { type: 'string', format: 'date', errorMessage: 'Ingrese una fecha valida..' };
/**
 * Scheduling a charge: its payment date, a document date (2000..2099), and `confirmar` to authorize
 * one already past (docs/domain.md Cuentas por pagar).
 */
export const calendarizarQuery = object({
  fechaPago: { ...defs.fecha, title: 'Fecha de Pago' },
  confirmar: { type: 'boolean', errorMessage: 'El parametro confirmar debe ser true o false' },
});
const party = object({ id: { type: 'integer' }, nombre: text }, ['id', 'nombre']);

/** A charge (cargo) as the screens read it: its document, proveedor, saldo and schedule. */
export const cargoLeido: JsonSchema = object(
  {
    id: { type: 'integer' },
    tipoDocumento: { type: 'string', enum: ['COMPRA', 'GASTO'] },
    folioDocumento: { type: 'integer' },
    referenciaDocumento: { type: 'integer' },
    fecha: text,
    proveedor: party,
    monto: money,
    saldo: money,
    promesaPago: text,
    fechaPago: text,
    autorizado: { type: 'boolean' },
    obra: object({ id: { type: 'integer' } }, ['id']),
    comprobante: { ...text, description: 'Referencia del comprobante de su documento' },
  },
  ['id', 'tipoDocumento', 'folioDocumento', 'referenciaDocumento', 'fecha', 'proveedor', 'monto', 'saldo'],
);

/** An abono as its list reads it: what lowered which charge. */
const abonoLeido: JsonSchema = object(
  {
    id: { type: 'integer' },
    cargoId: { type: 'integer' },
    tipo: { type: 'string', enum: ['PAGO', 'NOTA_CREDITO'] },
    referencia: { type: 'integer' },
    fecha: text,
    monto: money,
    tipoDocumento: text,
    folioDocumento: { type: 'integer' },
    proveedor: party,
  },
  ['id', 'cargoId', 'tipo', 'referencia', 'fecha', 'monto'],
);

/** One cell of the cash plan: what a proveedor is to be paid on a date. */
const planRow: JsonSchema = object({ fechaPago: text, proveedor: party, total: money, cargos: { type: 'integer' } }, [
  'fechaPago',
  'proveedor',
  'total',
  'cargos',
]);

const authorizedFlag = {
  type: 'string',
  enum: ['true', 'false'],
  errorMessage: 'El parametro authorized debe ser true o false',
};
const ofObra = (extra: Record<string, JsonSchema> = {}, required: string[] = ['obraId']) => ({
  ...pagedQuery([], 'pageSize', { obraId: idSchema, ...extra }),
  required,
});
const cargos = (summary: string, querystring: JsonSchema) => ({
  summary,
  querystring,
  response: answers(pageOf(cargoLeido)),
});
const params = idParams('cargoId');
/** A payment run: the authorized unpaid charges of an obra for one fechaPago. */
const paymentRun = object({ obraId: idSchema, fechaPago: fecha }, ['obraId', 'fechaPago']);
const pdf = (description: string) => answers(binary(description, 'application/pdf'));

export const contabilidadApi = {
  noPagados: cargos(
    'Cargos con saldo de una obra, autorizados o no (authorized), por fecha de pago y promesa',
    ofObra({ authorized: authorizedFlag }),
  ),
  autorizados: cargos(
    'Cargos autorizados con saldo de una obra y un proveedor: los que paga el registro de pago',
    ofObra({ proveedorId: idSchema }, ['obraId', 'proveedorId']),
  ),
  pagados: cargos(
    'Cargos pagados (saldo 0) de una obra, o de todas las que el usuario ve sin obraId, recientes primero',
    ofObra({}, []),
  ),
  abonos: {
    summary:
      'Abonos (pagos y notas de credito) de una obra, o de todas las que el usuario ve sin obraId, recientes primero',
    querystring: ofObra({}, []),
    response: answers(pageOf(abonoLeido)),
  },
  calendarizar: {
    summary: 'Autoriza el cargo para pagarse en fechaPago (YYYY-MM-DD; sin ella, hoy)',
    params,
    querystring: calendarizarQuery,
    response: answers(cargoLeido),
  },
  descalendarizar: {
    summary: 'Regresa el cargo a no autorizado, sin fecha de pago',
    params,
    response: answers(cargoLeido),
  },
  plan: {
    summary: 'Plan de pagos de una obra: el total por fecha de pago y proveedor de los cargos autorizados',
    querystring: object({ obraId: idSchema }, ['obraId']),
    response: answers(listOf(planRow)),
  },
  antiguedad: {
    summary: 'Antiguedad de saldos por proveedor: al corriente y dias vencidos desde la promesa de pago',
    querystring: object({ obraId: idSchema }),
    response: answers(listOf(agingRow('proveedor'))),
  },
  relacion: {
    summary: 'Relacion de pagos de una fecha para firmar: los cargos autorizados con saldo, por proveedor',
    description: "Responde 404 'No hay cargos autorizados para esa fecha..' cuando no hay ninguno.",
    querystring: paymentRun,
    response: pdf('Por proveedor (RFC, CLABE) sus documentos y subtotal; el total con letra y las firmas'),
  },
  layout: {
    summary: 'Layout bancario de una fecha: un renglon por proveedor con su CLABE, importe y referencia',
    description: "Responde 404 'No hay cargos autorizados para esa fecha..' cuando no hay ninguno.",
    querystring: paymentRun,
    response: answers(binary('Layout bancario {fechaPago}.csv', 'text/csv')),
  },
  reporte: {
    summary: 'Los cargos con saldo de una obra, autorizados o no (authorized), para imprimir',
    querystring: object({ obraId: idSchema, authorized: authorizedFlag }, ['obraId', 'authorized']),
    response: pdf('La lista con sus totales de monto y saldo'),
  },
} satisfies Record<string, RouteContract>;
