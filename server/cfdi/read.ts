/**
 * The CFDI reader (server/cfdi/README.md): a SAT invoice's XML (CFDI 4.0 or 3.3, stamped) → its
 * data, money in integer cents read from the text. Anything else is a Spanish 400 (413 when too
 * large); no input makes it throw anything but an HttpError.
 */
import { TOO_LARGE } from '../files/documentos';
import { MAX_UPLOAD_BYTES } from '../files/limits';
import { badRequest, HttpError } from '../http-errors';
import { Fields, Problems } from './fields';
import { CFDI_DOCTYPE, NO_ES_CFDI, PAGINA_HTML, SIN_TIMBRE } from './messages';
import { attribute, parseXml, utf8Text, type XmlElement } from './xml';
import type { Cfdi, CfdiConcepto, CfdiImpuesto } from '../../schemas/cfdi';

export { CFDI_DOCTYPE, CFDI_INCOMPLETO, CFDI_UTF16, NO_ES_CFDI, NO_ES_XML, SIN_TIMBRE, XML_EXCESIVO } from './messages';
export { TOO_LARGE } from '../files/documentos';

export type { Cfdi, CfdiConcepto, CfdiImpuesto } from '../../schemas/cfdi';

const VERSIONS = new Map<string, Cfdi['version']>([
  ['http://www.sat.gob.mx/cfd/4', '4.0'],
  ['http://www.sat.gob.mx/cfd/3', '3.3'],
]);
const TFD = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const TIPOS = /^[IETNP]$/;

/** What a CFDI says, or the HttpError saying why the file is not a readable CFDI. */
export function readCfdi(content: Buffer): Cfdi {
  if (content.length > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
  refuseHtml(content);
  refuseDeclarations(content);
  const root = parseXml(utf8Text(content));
  return readComprobante(root, versionOf(root), new Problems());
}

// An XML declaration, comments, then `<!DOCTYPE html` or `<html`, after a UTF-8 BOM read as latin1.
const HTML = /^(?:\u00ef\u00bb\u00bf)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)[\s>]/i;

/** An HTML page picked by mistake is no CFDI, whatever its DOCTYPE would be told. */
function refuseHtml(content: Buffer): void {
  if (HTML.test(content.subarray(0, 4096).toString('latin1'))) throw notCfdi(PAGINA_HTML);
}

/** Whether `<!DOCTYPE` or `<!ENTITY` (any case) is anywhere in the bytes: searched natively, not as a 10 MB string. */
function declares(content: Buffer): boolean {
  for (let at = content.indexOf('<!'); at !== -1; at = content.indexOf('<!', at + 2)) {
    const word = content.toString('latin1', at + 2, at + 9).toUpperCase();
    if (word.startsWith('DOCTYPE') || word.startsWith('ENTITY')) return true;
  }
  return false;
}

/** A DOCTYPE or entity declaration never reaches the parser: no external entities, no entity bombs. */
function refuseDeclarations(content: Buffer): void {
  if (declares(content)) {
    throw badRequest(CFDI_DOCTYPE, [{ field: 'xml', message: CFDI_DOCTYPE }]);
  }
}

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}...` : text);
const notCfdi = (message: string) => badRequest(NO_ES_CFDI, [{ field: 'xml', message }]);

/** The version a SAT Comprobante root declares, which must be its namespace's; NO_ES_CFDI otherwise. */
function versionOf(root: XmlElement): Cfdi['version'] {
  if (root.localName !== 'Comprobante') throw notCfdi(`El elemento raiz es ${shown(root.localName)}, no Comprobante`);
  const expected = root.namespace === undefined ? undefined : VERSIONS.get(root.namespace);
  if (!expected) throw notCfdi('El Comprobante no esta en el espacio de nombres del SAT (cfd/4 o cfd/3)');
  // CFDI 3.2 and older share the cfd/3 namespace but write a lowercase `version`.
  const written = attribute(root, 'Version') ?? attribute(root, 'version');
  if (written !== undefined && written !== expected) throw notCfdi(`La version ${shown(written)} no es ${expected}`);
  return expected;
}

function readComprobante(root: XmlElement, version: Cfdi['version'], problems: Problems): Cfdi {
  const ns = root.namespace ?? '';
  const comprobante = new Fields(problems, root, 'del Comprobante');
  comprobante.required('Version');
  const impuestos = new Fields(problems, problems.single(root, ns, 'Impuestos', false), 'de los Impuestos');
  const cfdi: Cfdi = {
    version,
    serie: comprobante.optional('Serie'),
    folio: comprobante.optional('Folio'),
    fecha: comprobante.dateTime('Fecha'),
    tipoDeComprobante: comprobante.matching('TipoDeComprobante', TIPOS, 'I, E, T, N ni P'),
    moneda: comprobante.required('Moneda'),
    subTotal: comprobante.cents('SubTotal'),
    descuento: comprobante.cents('Descuento', true),
    total: comprobante.cents('Total'),
    totalImpuestosTrasladados: impuestos.cents('TotalImpuestosTrasladados', true),
    totalImpuestosRetenidos: impuestos.cents('TotalImpuestosRetenidos', true),
    relacionados: readRelacionados(root, version, problems),
    emisor: readEmisor(problems.single(root, ns, 'Emisor', ''), problems),
    receptor: readReceptor(problems.single(root, ns, 'Receptor', ''), problems),
    conceptos: readConceptos(root, problems),
    ...readTimbre(root, problems),
  };
  problems.throwAny();
  return cfdi;
}

function readEmisor(emisor: XmlElement | undefined, problems: Problems): Cfdi['emisor'] {
  const fields = new Fields(problems, emisor, 'del Emisor');
  return { rfc: fields.required('Rfc'), nombre: fields.optional('Nombre') };
}

function readReceptor(receptor: XmlElement | undefined, problems: Problems): Cfdi['receptor'] {
  const fields = new Fields(problems, receptor, 'del Receptor');
  return { rfc: fields.required('Rfc'), nombre: fields.optional('Nombre'), usoCfdi: fields.required('UsoCFDI') };
}

/** 4.0 groups related CFDIs by TipoRelacion in as many CfdiRelacionados as it needs; 3.3 has one. */
function readRelacionados(root: XmlElement, version: Cfdi['version'], problems: Problems): Cfdi['relacionados'] {
  const ns = root.namespace ?? '';
  const groups = problems.children(root, ns, 'CfdiRelacionados', false);
  if (version === '3.3' && groups.length > 1) problems.add('El elemento CfdiRelacionados esta repetido');
  return groups.flatMap((group) => {
    const tipoRelacion = new Fields(problems, group, 'de CfdiRelacionados').required('TipoRelacion');
    const relacionados = problems.children(group, ns, 'CfdiRelacionado', ' en CfdiRelacionados');
    return relacionados.map((relacionado) => ({
      tipoRelacion,
      uuid: new Fields(problems, relacionado, 'del CfdiRelacionado').uuid('UUID'),
    }));
  });
}

function readConceptos(root: XmlElement, problems: Problems): CfdiConcepto[] {
  const ns = root.namespace ?? '';
  const conceptos = problems.single(root, ns, 'Conceptos', '');
  return problems
    .children(conceptos, ns, 'Concepto', ' en Conceptos')
    .map((concepto, index) => readConcepto(concepto, ns, `del Concepto ${index + 1}`, problems));
}

function readConcepto(concepto: XmlElement, ns: string, where: string, problems: Problems): CfdiConcepto {
  const fields = new Fields(problems, concepto, where);
  const impuestos = problems.single(concepto, ns, 'Impuestos', false);
  const lines = (group: string, line: string, named: string) =>
    problems
      .children(problems.single(impuestos, ns, group, false), ns, line, ` en ${group} ${where}`)
      .map((element, index) => readImpuesto(new Fields(problems, element, `${named} ${index + 1} ${where}`)));
  return {
    claveProdServ: fields.required('ClaveProdServ'),
    cantidad: fields.decimal('Cantidad', 'un numero valido'),
    claveUnidad: fields.required('ClaveUnidad'),
    unidad: fields.optional('Unidad'),
    descripcion: fields.required('Descripcion'),
    valorUnitario: fields.decimal('ValorUnitario'),
    importe: fields.decimal('Importe'),
    descuento: fields.optionalDecimal('Descuento'),
    traslados: lines('Traslados', 'Traslado', 'del Traslado'),
    retenciones: lines('Retenciones', 'Retencion', 'de la Retencion'),
  };
}

/** A Traslado or Retencion; only an exempt (Exento) one has no rate nor amount. */
function readImpuesto(fields: Fields): CfdiImpuesto {
  const tipoFactor = fields.required('TipoFactor');
  const amount = tipoFactor === 'Exento' ? fields.optionalDecimal : fields.decimal;
  return {
    impuesto: fields.required('Impuesto'),
    tipoFactor,
    tasaOCuota: amount('TasaOCuota', 'un numero valido'),
    base: fields.decimal('Base'),
    importe: amount('Importe'),
  };
}

/** The TimbreFiscalDigital inside the Complemento (its own namespace): what makes the CFDI valid. */
function readTimbre(root: XmlElement, problems: Problems): Pick<Cfdi, 'uuid' | 'fechaTimbrado'> {
  const complementos = problems.children(root, root.namespace ?? '', 'Complemento', false);
  const timbres = complementos.flatMap((complemento) =>
    problems.children(complemento, TFD, 'TimbreFiscalDigital', false),
  );
  if (timbres.length === 0) problems.add(SIN_TIMBRE);
  if (timbres.length > 1) problems.add('El elemento TimbreFiscalDigital esta repetido');
  const fields = new Fields(problems, timbres.at(0), 'del TimbreFiscalDigital');
  return { uuid: fields.uuid('UUID'), fechaTimbrado: fields.dateTime('FechaTimbrado') };
}
