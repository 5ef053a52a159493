/**
 * Routes of the estimacion group (`/api/estimacion`, the /estimacion permiso): the document's own,
 * derived from its declaration (devolver and facturar take a body), the estado de cuenta del
 * contrato of an obra, and the estimación printed (PDF) and exported (.xlsx) (docs/domain.md, Estimación).
 */
import { defs, schemas, type EntitySchema } from '..';
import { MOTIVO_DEVOLUCION } from '../estimacion';
import { documentContracts } from './document-contracts';
import { answers, binary, checkedByService, idParams, idSchema, listOf, object, type JsonSchema } from './shared';

const money = { type: 'number' };
const percent = { type: 'number', description: 'Por ciento, con 2 decimales' };

const documento = documentContracts(schemas.estimacion, 'estimacionId', {
  actions: {
    enviar: 'Envia la estimacion al cliente: ya no se edita',
    autorizar: 'Registra la autorizacion de la supervision del cliente: quien y cuando',
    devolver: 'Devuelve una estimacion enviada o autorizada a creada, con el motivo',
    facturar:
      'Crea la factura de Cobros por el alcance liquido, ligada a la estimacion; una sola vez aunque llegue dos veces',
  },
});

/** Devolver's body, checked by the service after the 404 and the status (`checkedByService`). */
export const devolucion: EntitySchema = {
  $id: 'devolucionEstimacion',
  title: 'Devolucion de una estimacion',
  type: 'object',
  required: ['motivo'],
  errorMessage: { required: { motivo: MOTIVO_DEVOLUCION } },
  properties: {
    motivo: {
      type: 'string',
      title: 'Motivo',
      minLength: 1,
      maxLength: 1000,
      errorMessage: MOTIVO_DEVOLUCION,
      'x-ui': { multiline: true },
    },
  },
};

/** Facturar's body: the factura's Serie and Folio, and its fecha (today without one). */
export const facturacion: EntitySchema = {
  $id: 'facturacionEstimacion',
  title: 'Factura de una estimacion',
  type: 'object',
  required: ['folio'],
  properties: {
    folio: { ...defs.typedFolio, description: 'Serie y Folio de la factura (A-555)' },
    fecha: { ...defs.fecha, description: 'Fecha de la factura; hoy sin ella' },
  },
};

const retenido = object({ nombre: { type: 'string' }, importe: { ...money, description: 'Retenido menos devuelto' } }, [
  'nombre',
  'importe',
]);

/** The estado de cuenta del contrato of an obra: what the contract is worth, billed and collected. */
export const estadoDeCuenta: JsonSchema = object(
  {
    obra: object({ id: { type: 'integer' }, nombre: { type: 'string' } }, ['id', 'nombre']),
    contratado: { ...money, description: 'Monto del contrato antes de IVA (costoTotal de la obra)' },
    ajustes: { ...money, description: 'Suma de los ajustes autorizados al presupuesto' },
    vigente: { ...money, description: 'Importe vigente del presupuesto: contratado + ajustes' },
    estimado: { ...money, description: 'Suma del importe de las estimaciones' },
    estimadoPorcentaje: { ...percent, description: 'estimado ÷ vigente × 100' },
    porEstimar: { ...money, description: 'vigente − estimado' },
    anticipo: { ...money, description: 'Anticipo otorgado' },
    amortizado: money,
    porAmortizar: money,
    retenido: listOf(retenido),
    deducciones: money,
    facturado: { ...money, description: 'Suma del total de las facturas de las estimaciones' },
    cobrado: money,
    porCobrar: money,
    estimaciones: { type: 'integer', description: 'Cuantas tiene la obra' },
    finiquitada: { type: 'boolean', description: 'Tiene finiquito: ya no se estima mas' },
  },
  [
    'obra',
    'contratado',
    'ajustes',
    'vigente',
    'estimado',
    'estimadoPorcentaje',
    'porEstimar',
    'anticipo',
    'amortizado',
    'porAmortizar',
    'retenido',
    'deducciones',
    'facturado',
    'cobrado',
    'porCobrar',
    'estimaciones',
    'finiquitada',
  ],
);

/** Copiar cantidades de avance: up to which day, and the estimación being edited (left out of "the others"). */
const avanceQuery: JsonSchema = object(
  {
    al: { ...defs.fecha, description: 'Fin del periodo de la estimacion (YYYY-MM-DD); hoy sin el' },
    estimacion: { ...idSchema, description: 'La estimacion que se edita, fuera de las demas' },
  },
  [],
);

const lineaDelAvance = object(
  {
    conceptoObraId: { type: 'integer' },
    clave: { type: 'string' },
    descripcion: { type: 'string' },
    unidad: { type: 'string' },
    precioUnitario: money,
    contratado: { type: 'number', description: 'Cantidad vigente: contratada mas ajustes autorizados' },
    anterior: { type: 'number', description: 'Estimado en las estimaciones anteriores' },
    ejecutado: { type: 'number', description: 'Cantidad acumulada ejecutada al fin del periodo (ultima captura)' },
    cantidad: {
      type: 'number',
      description: 'Por estimar: ejecutado − estimado antes, sin pasar de lo que el vigente deja libre',
    },
  },
  [
    'conceptoObraId',
    'clave',
    'descripcion',
    'unidad',
    'precioUnitario',
    'contratado',
    'anterior',
    'ejecutado',
    'cantidad',
  ],
);

export const estimacionApi = {
  ...documento,
  devolver: { ...documento.devolver, body: checkedByService(devolucion as JsonSchema) },
  facturar: { ...documento.facturar, body: checkedByService(facturacion as JsonSchema) },
  estadoCuenta: {
    summary: 'Estado de cuenta del contrato de una obra: contratado, estimado, anticipo, retenido, facturado, cobrado',
    params: idParams('obraId'),
    response: answers(estadoDeCuenta),
  },
  avance: {
    summary:
      'Copiar cantidades de avance: por concepto con avance capturado, lo ejecutado al fin del periodo menos lo estimado antes',
    description: 'Solo los conceptos con algo por estimar, en el orden del presupuesto; 404 si la obra no es visible.',
    params: idParams('obraId'),
    querystring: avanceQuery,
    response: answers(listOf(lineaDelAvance)),
  },
  pdf: {
    summary:
      'La estimacion en hojas carta como se entrega: caratula con el alcance liquido con letra, detalle por partida, estado de cuenta del contrato y firmas',
    params: idParams('estimacionId'),
    response: answers(binary('Estimacion {folio} {obra}.pdf', 'application/pdf')),
  },
  xlsx: {
    summary:
      'La estimacion como .xlsx: hojas Caratula, Detalle (renglones agrupados por partida, con subtotales) y Estado de cuenta; importes como numeros',
    params: idParams('estimacionId'),
    response: answers(
      binary('Estimacion {folio} {obra}.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ),
  },
};
