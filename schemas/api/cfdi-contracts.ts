/**
 * The CFDI pieces of route contracts (server/cfdi): the CFDI as read, the checks against a document,
 * and the comprobante upload of a document whose `x-lifecycle.adjuntar.cfdi` takes the XML beside
 * the file. documentContracts and the purchasing documents' own contracts build on these.
 */
import { cfdiRuleOf, comprobanteTypes, lifecycleOf } from '../lifecycle';
import type { EntitySchema } from '../types';
import { answers, filePart, idParams, listOf, object, recordOf, type JsonSchema, type RouteContract } from './shared';

const text = { type: 'string' } as const;
const money = { type: 'number' } as const;
const party = (...extra: string[]) =>
  object({ rfc: text, nombre: text, ...Object.fromEntries(extra.map((name) => [name, text])) }, ['rfc']);

/** A CFDI as the reader read it: amounts in pesos, the conceptos' values as written. */
export const cfdiLeido: JsonSchema = object(
  {
    version: text,
    serie: text,
    folio: text,
    fecha: text,
    tipoDeComprobante: text,
    moneda: text,
    subTotal: money,
    descuento: money,
    iva: { ...money, description: 'Total de impuestos trasladados' },
    retenciones: { ...money, description: 'Total de impuestos retenidos' },
    total: money,
    emisor: party(),
    receptor: party('usoCfdi'),
    uuid: text,
    fechaTimbrado: text,
    relacionados: listOf(object({ tipoRelacion: text, uuid: text }, ['tipoRelacion', 'uuid'])),
    conceptos: listOf(
      object(
        {
          claveProdServ: text,
          cantidad: text,
          claveUnidad: text,
          unidad: text,
          descripcion: text,
          valorUnitario: text,
          importe: text,
          tasaIva: { ...text, description: 'TasaOCuota del IVA trasladado; sin ella, exento' },
        },
        ['cantidad', 'descripcion', 'valorUnitario', 'importe'],
      ),
    ),
  },
  ['version', 'fecha', 'tipoDeComprobante', 'moneda', 'subTotal', 'total', 'emisor', 'receptor', 'uuid', 'conceptos'],
);

/** The checks of a CFDI against a document, each a line a user reads, and what it would fill. */
export const revisionCfdi: JsonSchema = object(
  {
    cfdi: cfdiLeido,
    valores: { type: 'object', additionalProperties: text, description: 'Los campos del documento que llena' },
    revisiones: listOf(
      object({ regla: text, ok: { type: 'boolean' }, mensaje: text, detalles: listOf(text) }, [
        'regla',
        'ok',
        'mensaje',
      ]),
    ),
    valido: { type: 'boolean', description: 'Todas las revisiones pasan: el CFDI se puede adjuntar' },
  },
  ['cfdi', 'valores', 'revisiones', 'valido'],
);

const xmlPart = filePart('El CFDI (XML 4.0 o 3.3) del documento');

/** The comprobante upload of a document: its file, and its CFDI's XML when the document takes one. */
export function comprobanteBody(schema: EntitySchema): Record<string, JsonSchema> {
  const lifecycle = lifecycleOf(schema);
  const tipos = comprobanteTypes(lifecycle)
    .map((type) => type.split('/')[1].toUpperCase())
    .join(', ');
  const file = filePart(`El comprobante: ${tipos}`);
  return {
    // With a CFDI: the file, the XML or both, never neither.
    'multipart/form-data': cfdiRuleOf(lifecycle)
      ? { ...object({ file, xml: xmlPart }), anyOf: [{ required: ['file'] }, { required: ['xml'] }] }
      : object({ file }, ['file']),
  };
}

/**
 * The comprobante upload and, for a document that takes a CFDI, `revisarCfdi`: the checks of an
 * XML against it before the user confirms.
 */
export function comprobanteContracts(schema: EntitySchema, idParam: string): Record<string, RouteContract> {
  const params = idParams(idParam);
  const title = schema.title;
  const takesCfdi = cfdiRuleOf(lifecycleOf(schema)) !== undefined;
  const contracts: Record<string, RouteContract> = {
    comprobante: {
      summary: takesCfdi
        ? `${title}: adjunta su comprobante (parte \`file\`), su CFDI (parte \`xml\`) o ambos; el CFDI se revisa contra el documento y llena sus campos`
        : `${title}: adjunta su comprobante (parte de archivo \`file\`)`,
      params,
      bodyContent: comprobanteBody(schema),
      response: answers(recordOf(schema)),
    },
  };
  if (takesCfdi) {
    contracts.revisarCfdi = {
      summary: `${title}: revisa un CFDI (parte \`xml\`) contra el documento sin guardar nada: cada revision y lo que llenaria`,
      params,
      bodyContent: { 'multipart/form-data': object({ xml: xmlPart }, ['xml']) },
      response: answers(revisionCfdi),
    };
  }
  return contracts;
}
