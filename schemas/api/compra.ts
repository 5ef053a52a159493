/** Routes of the compra group (`/api/compra`): the documents, generation from an order, comprobante, aplicar, PDFs and lists. */
import { schemas } from '..';
import { cargoLeido } from './contabilidad';
import {
  answers,
  binary,
  comprobanteUpload,
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
  generar: {
    summary: 'Genera la compra de una orden de compra autorizada (una por orden)',
    params: idParams('idOrdenCompra'),
    response: answers(compra, 201),
  },
  comprobante: {
    summary: 'Adjunta el comprobante (parte de archivo `file`: PDF, PNG o JPEG) a una compra sin aplicar',
    params,
    bodyContent: comprobanteUpload,
    response: answers(compra),
  },
  comprobanteUrl: {
    summary: 'Referencia del comprobante de la compra',
    params,
    response: answers(documentReference),
  },
  aplicar: { summary: 'Aplica la compra (necesita comprobante) y abre su cargo', params, response: answers(compra) },
  calendarizarPago: {
    summary: 'Autoriza el cargo de la compra aplicada para pagarse en fechaPago (YYYY-MM-DD; sin ella, hoy)',
    params,
    querystring: object({ fechaPago: { type: 'string', format: 'date', errorMessage: 'Ingrese una fecha valida..' } }),
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
