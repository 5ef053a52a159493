/**
 * A document with lines, as purchasing documents will declare theirs: the example the `lines`
 * widget's story and test render (mocked at /api/demo-documento, registered in the data
 * provider's table by the story).
 */
import type { EntitySchema } from '../../../schemas';

export const documentDemo: EntitySchema = {
  $id: 'documentDemo',
  title: 'Documento',
  type: 'object',
  'x-resource': {
    name: 'demo/documentos',
    label: 'Documentos',
    route: '/demo/documentos',
    api: '/api/demo-documento',
    list: { columns: ['folio', 'fecha', 'total'] },
    menu: '/demo/documentos',
    recordRepresentation: 'folio',
  },
  required: ['condicion', 'lineas'],
  properties: {
    id: { type: 'integer', readOnly: true },
    folio: { type: 'string', title: 'Folio', readOnly: true },
    observaciones: {
      type: 'string',
      title: 'Observaciones',
      'x-ui': { multiline: true, order: 3, group: 'Datos generales' },
    },
    condicion: {
      type: 'string',
      title: 'Condicion',
      enum: ['Contado', 'Credito'],
      'x-ui': { order: 1, group: 'Datos generales' },
    },
    referencia: { type: 'string', title: 'Referencia', maxLength: 40, 'x-ui': { order: 2, group: 'Datos generales' } },
    lineas: {
      type: 'array',
      title: 'Productos',
      minItems: 1,
      errorMessage: { minItems: 'Agregue al menos un producto' },
      'x-ui': { widget: 'lines', minRows: 5, totals: true, order: 4, group: 'Detalle' },
      items: {
        type: 'object',
        required: ['descripcion', 'cantidad', 'precioUnitario', 'tasaiva'],
        properties: {
          descripcion: { type: 'string', title: 'Descripcion', maxLength: 200 },
          unidadMedida: { type: 'string', title: 'Unidad', maxLength: 20 },
          cantidad: { type: 'number', title: 'Cantidad', minimum: 0 },
          precioUnitario: { type: 'number', title: 'Precio Unitario', minimum: 0, 'x-ui': { widget: 'money' } },
          tasaiva: {
            type: 'number',
            title: 'IVA',
            enum: [0.16, 0.08, 0],
            default: 0.16,
            'x-ui': { enumLabels: ['16 %', '8 %', '0 %'] },
          },
          importe: { type: 'number', title: 'Importe', readOnly: true, 'x-ui': { computed: 'importe' } },
        },
      },
    },
    subTotal: { type: 'number', title: 'Subtotal', readOnly: true },
    iva: { type: 'number', title: 'IVA', readOnly: true },
    total: { type: 'number', title: 'Total', readOnly: true },
  },
};
