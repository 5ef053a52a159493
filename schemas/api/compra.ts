/**
 * Routes of the compra group (`/api/compra`): the documents, generation from an order, comprobante,
 * aplicar, PDFs and lists, and the Historial de Compras (applied compras by proveedor) with its Excel.
 */
import { schemas } from '..';
import { comprobanteContracts } from './cfdi-contracts';
import { calendarizarQuery, cargoLeido } from './contabilidad';
import {
  answers,
  binary,
  crud,
  documentReference,
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

const { create, update, get } = crud(schemas.compra, 'compraId');
const compra = recordOf(schemas.compra);
const params = idParams('compraId');
const paged = (summary: string, extra: Record<string, JsonSchema>) => ({
  summary,
  querystring: pagedQuery(['toSearch'], 'pageSize', extra),
  response: answers(pageOf(compra)),
});
const fecha = { type: 'string', format: 'date', errorMessage: 'Ingrese una fecha valida..' };
/** The history's filters: the obra, and optionally one proveedor and a range of fechas (both inclusive). */
const historialQuery = object({ obraId: idSchema, proveedorId: idSchema, desde: fecha, hasta: fecha }, ['obraId']);
const money: JsonSchema = { type: 'number' };
const sumas = { subTotal: money, iva: money, total: money, saldo: { ...money, description: 'Saldo de sus cargos' } };
const SUMAS = ['compras', 'subTotal', 'iva', 'total', 'saldo'];
const compras = { type: 'integer', description: 'Cuantas compras aplicadas' };
const historial = object(
  {
    grupos: listOf(
      object(
        {
          proveedor: object({ id: { type: 'integer' }, nombre: { type: 'string' } }, ['id', 'nombre']),
          compras,
          ...sumas,
        },
        ['proveedor', ...SUMAS],
      ),
    ),
    total: object({ compras, ...sumas }, SUMAS),
  },
  ['grupos', 'total'],
);
const pdf = (summary: string, description: string) => ({
  summary,
  params,
  response: answers(binary(description, 'application/pdf')),
});

export const compraApi = {
  create,
  update,
  get,
  page: paged('Compras visibles, de una obra (obraId), paginadas', { obraId: idSchema }),
  byObraAndProveedor: paged('Compras de una obra y un proveedor, paginadas', {
    obraId: idSchema,
    proveedorId: idSchema,
  }),
  porPagar: paged('Compras aplicadas con saldo, de un proveedor, paginadas', { proveedorId: idSchema }),
  byObra: { summary: 'Todas las compras de una obra', params: idParams('obraId'), response: answers(listOf(compra)) },
  historial: {
    summary:
      'Historial de compras: las compras aplicadas de una obra agrupadas por proveedor, con sus sumas y el total',
    description: 'Las compras de cada grupo se leen paginadas con la consulta historialCompras (POST /api/data/paged).',
    querystring: historialQuery,
    response: answers(historial),
  },
  historialExcel: {
    summary: 'El historial de compras de una obra como libro de Excel: cada proveedor, sus compras y el total',
    querystring: historialQuery,
    response: answers(
      binary('Historial de Compras.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ),
  },
  generar: {
    summary: 'Genera la compra de una orden de compra autorizada (una por orden)',
    params: idParams('idOrdenCompra'),
    response: answers(compra, 201),
  },
  ...comprobanteContracts(schemas.compra, 'compraId'),
  comprobanteUrl: {
    summary: 'Referencia del comprobante de la compra',
    params,
    response: answers(documentReference),
  },
  aplicar: { summary: 'Aplica la compra (necesita comprobante) y abre su cargo', params, response: answers(compra) },
  calendarizarPago: {
    summary: 'Autoriza el cargo de la compra aplicada para pagarse en fechaPago (YYYY-MM-DD; sin ella, hoy)',
    params,
    querystring: calendarizarQuery,
    response: answers(cargoLeido),
  },
  descalendarizar: {
    summary: 'Regresa el cargo de la compra a no autorizado',
    params,
    response: answers(cargoLeido),
  },
  reporte: pdf('Compra en PDF', 'La compra con encabezado, proveedor, renglones, totales e importe con letra'),
  reporteOrdenCompra: pdf('Orden de compra de la compra en PDF', 'La orden de compra de la que se genero la compra'),
} satisfies Record<string, RouteContract>;
