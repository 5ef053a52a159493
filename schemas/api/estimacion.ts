/**
 * Routes of the estimacion group (`/api/estimacion`, the /estimacion permiso): the document's own,
 * derived from its declaration (devolver and facturar take a body), and the estado de cuenta del
 * contrato of an obra (docs/domain.md, Estimación).
 */
import { defs, schemas, type EntitySchema } from '..';
import { MOTIVO_DEVOLUCION } from '../estimacion';
import { documentContracts } from './document-contracts';
import { answers, checkedByService, idParams, listOf, object, type JsonSchema } from './shared';

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

export const estimacionApi = {
  ...documento,
  devolver: { ...documento.devolver, body: checkedByService(devolucion as JsonSchema) },
  facturar: { ...documento.facturar, body: checkedByService(facturacion as JsonSchema) },
  estadoCuenta: {
    summary: 'Estado de cuenta del contrato de una obra: contratado, estimado, anticipo, retenido, facturado, cobrado',
    params: idParams('obraId'),
    response: answers(estadoDeCuenta),
  },
};
