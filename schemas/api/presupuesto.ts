/**
 * Routes of the presupuesto of an obra (`/api/presupuesto`, the /presupuesto permiso): its tree with
 * totals, a page of its conceptos de obra, the import of an OPUS or Neodata sheet, and one concepto's
 * read and edit (docs/domain.md, Presupuesto).
 */
import { defs, schemas, type EntitySchema, type PropertySchema } from '..';
import {
  MAX_PAGE_SIZE,
  answers,
  binary,
  checkedByService,
  crud,
  filePart,
  idParams,
  idSchema,
  listOf,
  object,
  pagedQuery,
  pageOf,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

const integer = { type: 'integer' };
const text = { type: 'string' };
const money = { type: 'number' };
const nullableMoney = { type: ['number', 'null'] };

const partida: JsonSchema = object(
  {
    id: integer,
    padreId: { type: ['integer', 'null'] },
    nivel: { ...integer, description: '1 a 3' },
    clave: text,
    descripcion: text,
    subtotal: { ...money, description: 'Importe vigente de sus conceptos y los de sus subpartidas' },
    contratado: { ...money, description: 'Lo mismo, como se contrato (sin ajustes)' },
    conceptos: { ...integer, description: 'Conceptos propios, sin los de sus subpartidas' },
  },
  ['id', 'padreId', 'nivel', 'clave', 'descripcion', 'subtotal', 'contratado', 'conceptos'],
);

const resumen: JsonSchema = object(
  {
    obra: object(
      {
        id: integer,
        nombre: text,
        costoTotal: { ...money, description: 'Monto del contrato antes de IVA' },
        terminado: { type: 'boolean' },
      },
      ['id', 'nombre', 'costoTotal', 'terminado'],
    ),
    partidas: listOf(partida),
    conceptos: integer,
    sinPartida: { ...money, description: 'Lo que suman los conceptos que no estan en una partida' },
    total: { ...money, description: 'Importe vigente: suma de los importes contratados mas los ajustes autorizados' },
    contratado: { ...money, description: 'Suma de los importes como se contrataron' },
    ajustes: { ...money, description: 'Suma de los ajustes autorizados: total − contratado' },
    diferencia: { ...money, description: 'costoTotal − contratado' },
  },
  ['obra', 'partidas', 'conceptos', 'sinPartida', 'total', 'contratado', 'ajustes', 'diferencia'],
);

const cantidadImporte = object({ cantidad: { type: 'number' }, importe: money }, ['cantidad', 'importe']);

const conceptosQuery: JsonSchema = object({
  partida: { ...idSchema, description: 'Solo los conceptos propios de esta partida' },
  sinPartida: {
    type: 'string',
    enum: ['true', 'false'],
    errorMessage: 'El parametro sinPartida debe ser true o false',
  },
  toSearch: { ...text, description: 'Clave o palabras de la descripcion, en todo el presupuesto' },
  despues: {
    type: 'integer',
    minimum: 0,
    errorMessage: 'El parametro despues debe ser un entero no negativo',
    description: 'El `siguiente` de la pagina anterior',
  },
  size: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    errorMessage: `El parametro size debe ser un entero entre 1 y ${MAX_PAGE_SIZE}`,
  },
});

const conceptosPage: JsonSchema = object(
  {
    content: listOf({
      ...recordOf(schemas.conceptoObra),
      properties: {
        ...(recordOf(schemas.conceptoObra).properties as Record<string, JsonSchema>),
        ajustes: { ...cantidadImporte, description: 'Lo que suman sus ajustes autorizados' },
        vigente: { ...cantidadImporte, description: 'Contratado mas ajustes' },
      },
    }),
    siguiente: {
      type: ['integer', 'null'],
      description: 'Para pedir la pagina siguiente (despues); null en la ultima',
    },
  },
  ['content', 'siguiente'],
);

/** One row of an import's preview, partida or concepto, with its errors. */
const renglon: JsonSchema = object(
  {
    fila: { ...integer, description: 'Renglon de la hoja' },
    tipo: { type: 'string', enum: ['partida', 'concepto'] },
    nivel: integer,
    clave: text,
    descripcion: text,
    unidad: text,
    cantidad: { type: 'number' },
    precioUnitario: money,
    importe: { ...money, description: 'Del concepto: cantidad × P.U.; de la partida: su subtotal en la hoja' },
    errores: listOf(text),
  },
  ['fila', 'tipo', 'nivel', 'clave', 'descripcion', 'errores'],
);

const importacion: JsonSchema = object(
  {
    partidas: integer,
    conceptos: integer,
    conErrores: { ...integer, description: 'Renglones con errores' },
    total: { ...money, description: 'Suma de cantidad × P.U. de los conceptos' },
    totalArchivo: { ...nullableMoney, description: 'El total que la hoja declara; null si no tiene' },
    costoTotal: { ...money, description: 'El de la obra, antes de IVA' },
    guardado: { type: 'boolean', description: 'false en la revision' },
    renglones: pageOf(renglon),
  },
  ['partidas', 'conceptos', 'conErrores', 'total', 'totalArchivo', 'costoTotal', 'guardado', 'renglones'],
);

/** A partida as a document's picker offers it: `nombre` is its clave and descripcion. */
const opcionPartida: JsonSchema = object({ id: integer, nombre: text }, ['id', 'nombre']);

const cantidadEjecutada = {
  type: 'number',
  minimum: 0,
  maximum: 99999999999999,
  errorMessage: 'Ingrese una cantidad valida..',
  description: 'Cantidad acumulada ejecutada a la fecha, hasta 4 decimales',
};

/**
 * A capture's body, checked by the service after the concepto is found (another sucursal's answers
 * 404 whatever the body says), with the entity validator's Spanish messages.
 */
export const capturaAvance: EntitySchema = {
  $id: 'capturaAvance',
  title: 'Captura de avance',
  type: 'object',
  required: ['fecha', 'cantidad'],
  properties: { fecha: defs.fecha, cantidad: cantidadEjecutada as PropertySchema },
};

const avanceCaptura: JsonSchema = object({ id: integer, fecha: text, cantidad: { type: 'number' } }, [
  'id',
  'fecha',
  'cantidad',
]);

const avanceConcepto: JsonSchema = object(
  {
    concepto: object(
      {
        id: integer,
        clave: text,
        descripcion: text,
        unidad: text,
        cantidad: { type: 'number' },
        precioUnitario: money,
        importe: money,
      },
      ['id', 'clave', 'descripcion', 'unidad', 'cantidad', 'precioUnitario', 'importe'],
    ),
    capturas: { ...listOf(avanceCaptura), description: 'En orden de fecha' },
    ejecutado: { ...money, description: 'La cantidad de la ultima captura × P.U.' },
    avanceFisico: { type: 'number', description: 'ejecutado sobre importe, 0 a 100' },
  },
  ['concepto', 'capturas', 'ejecutado', 'avanceFisico'],
);

const { get, update } = crud(schemas.conceptoObra, 'idConcepto');

export const presupuestoApi = {
  resumen: {
    summary:
      'El presupuesto de una obra: sus partidas en orden con sus subtotales, el total y la diferencia con su costo total',
    params: idParams('idObra'),
    response: answers(resumen),
  },
  conceptos: {
    summary:
      'Una pagina de conceptos de obra, en el orden del presupuesto: de una partida, o los que coinciden con una busqueda',
    params: idParams('idObra'),
    querystring: conceptosQuery,
    response: answers(conceptosPage),
  },
  importar: {
    summary:
      'Importa el presupuesto de una hoja de OPUS o Neodata (.xlsx o .csv): sin confirmar solo revisa; confirmado reemplaza el presupuesto de la obra',
    description:
      'Confirmado, guarda todo en una transaccion, o nada si algun renglon tiene errores (400). 409 si la obra esta terminada.',
    params: idParams('idObra'),
    bodyContent: {
      'multipart/form-data': object(
        {
          archivo: filePart('La hoja exportada por OPUS o Neodata: .xlsx o .csv (UTF-8)'),
          confirmar: { type: 'string', enum: ['true', 'false'] },
          soloErrores: {
            type: 'string',
            enum: ['true', 'false'],
            description: 'Solo los renglones con errores en `renglones` (predeterminado: todos)',
          },
          page: { type: 'string', pattern: '^\\d{1,7}$' },
          pageSize: { type: 'string', pattern: '^\\d{1,3}$' },
        },
        ['archivo'],
      ),
    },
    response: answers(importacion),
  },
  exportar: {
    summary:
      'El presupuesto de una obra como .xlsx: las partidas como renglones agrupados con sus subtotales, los conceptos bajo ellas y el total; se importa de vuelta igual',
    params: idParams('idObra'),
    response: answers(
      binary('Presupuesto {obra}.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ),
  },
  pdf: {
    summary: 'El presupuesto de una obra en hojas carta: partidas con sus subtotales, conceptos y el total',
    params: idParams('idObra'),
    response: answers(binary('Presupuesto {obra}.pdf', 'application/pdf')),
  },
  partidas: {
    summary:
      'Las partidas de una obra que coinciden con una busqueda (clave o descripcion), para cargarles un costo desde un documento',
    params: idParams('idObra'),
    querystring: pagedQuery(),
    response: answers(listOf(opcionPartida)),
  },
  partida: {
    summary: 'Una partida como la muestra el selector de un documento: su id y su nombre (clave y descripcion)',
    params: idParams('idPartida'),
    response: answers(opcionPartida),
  },
  avance: {
    summary: 'El avance capturado de un concepto de obra: sus cantidades acumuladas por fecha',
    params: idParams('idConcepto'),
    response: answers(avanceConcepto),
  },
  capturarAvance: {
    summary: 'Captura la cantidad acumulada ejecutada de un concepto a una fecha (la misma fecha la reemplaza)',
    description: '400 si pasa de la cantidad del concepto o tiene mas de 4 decimales; 409 si la obra esta terminada.',
    params: idParams('idConcepto'),
    body: checkedByService(capturaAvance as JsonSchema),
    response: answers(avanceConcepto),
  },
  get: { ...get, summary: 'Un concepto de obra por id' },
  update: { ...update, summary: 'Cambia un concepto de obra (id en el cuerpo); su importe lo calcula el servidor' },
} satisfies Record<string, RouteContract>;
