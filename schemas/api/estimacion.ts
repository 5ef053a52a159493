/**
 * Routes of the estimacion group (`/api/estimacion`, the /estimacion permiso): the document's own,
 * derived from its declaration (devolver and facturar take a body), and the estado de cuenta del
 * contrato of an obra (docs/domain.md, Estimación).
 */
import { defs, schemas } from '..';
import { MOTIVO_DEVOLUCION } from '../estimacion';
import { documentContracts } from './document-contracts';
import { answers, idParams, listOf, object, type JsonSchema } from './shared';

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

const devolucion: JsonSchema = object(
  {
    motivo: {
      type: 'string',
      minLength: 1,
      maxLength: 1000,
      pattern: '\\S',
      errorMessage: MOTIVO_DEVOLUCION,
    },
  },
  ['motivo'],
);

const facturacion: JsonSchema = object(
  {
    folio: { ...defs.typedFolio, description: 'Serie y Folio de la factura (A-555)' },
    fecha: { ...defs.fecha, description: 'Fecha de la factura; hoy sin ella' },
  },
  ['folio'],
);

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
  devolver: { ...documento.devolver, body: devolucion },
  facturar: { ...documento.facturar, body: facturacion },
  estadoCuenta: {
    summary: 'Estado de cuenta del contrato de una obra: contratado, estimado, anticipo, retenido, facturado, cobrado',
    params: idParams('obraId'),
    response: answers(estadoDeCuenta),
  },
};
