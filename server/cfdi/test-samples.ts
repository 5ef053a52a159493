/**
 * TEST-ONLY: imported by tests (unit, API, e2e), never by server code. Writes the XML text of a
 * realistic stamped CFDI (4.0 or 3.3) for given conceptos, computing its importes, taxes and totals
 * as a PAC would validate them, in integer (bigint) arithmetic; plus hostile texts (entity bomb, XXE).
 * Seals and certificates are short dummies: nothing here is signed.
 */
import { randomUUID } from 'node:crypto';
import { centsToText, divRound, parseScaled } from '../../schemas/money';

export interface SampleConcepto {
  claveProdServ?: string;
  cantidad: string;
  claveUnidad?: string;
  unidad?: string;
  descripcion: string;
  valorUnitario: string;
  /** Written as given; default cantidad × valorUnitario, exact and then rounded half up to cents. */
  importe?: string;
  descuento?: string;
  /** IVA trasladado; default 16 %. */
  tasaIva?: '0.160000' | '0.080000' | '0.000000' | 'Exento';
  /** ISR (001) or IVA (002) retenido at `tasa` ('0.100000', '0.106667'). */
  retenciones?: { impuesto: '001' | '002'; tasa: string }[];
}

export interface SampleCfdi {
  version?: '4.0' | '3.3';
  serie?: string;
  folio?: string;
  /** Default '2026-01-15T10:30:00'; the timbre is one minute later. */
  fecha?: string;
  tipo?: 'I' | 'E';
  moneda?: string;
  emisor: { rfc: string; nombre?: string };
  receptor: { rfc: string; nombre?: string; usoCfdi?: string };
  conceptos: SampleConcepto[];
  /** Default a fresh random UUID. */
  uuid?: string;
  /** One CfdiRelacionados group per TipoRelacion, in order of first appearance. */
  relacionados?: { tipoRelacion: string; uuid: string }[];
  /** Write the Comprobante's Descuento even when no concepto has one (default: only when one does). */
  descuento?: boolean;
}

const NAMESPACES = { '4.0': 'http://www.sat.gob.mx/cfd/4', '3.3': 'http://www.sat.gob.mx/cfd/3' };
const SCHEMAS = {
  '4.0': 'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd',
  '3.3': 'http://www.sat.gob.mx/cfd/3 http://www.sat.gob.mx/sitio_internet/cfd/3/cfdv33.xsd',
};
const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const TFD_SCHEMA = `${TFD_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`;
const IVA = '002';

interface Tax {
  impuesto: string;
  tipoFactor: 'Tasa' | 'Exento';
  tasa?: string;
  base: bigint;
  importe?: bigint;
}

interface Line {
  concepto: SampleConcepto;
  importe: bigint;
  descuento: bigint;
  traslados: Tax[];
  retenciones: Tax[];
}

/** A non-negative decimal text in millionths; a bad sample is the test's bug. */
function millionths(text: string): bigint {
  const value = parseScaled(text, 6);
  if (value === null || value < 0n) throw new RangeError(`Decimal invalido en la muestra: ${text}`);
  return value;
}

const cents = (text: string) => divRound(millionths(text), 10_000n);
const taxOf = (base: bigint, tasa: string) => divRound(base * millionths(tasa), 1_000_000n);

function lineOf(concepto: SampleConcepto): Line {
  const importe =
    concepto.importe !== undefined
      ? cents(concepto.importe)
      : divRound(millionths(concepto.cantidad) * millionths(concepto.valorUnitario), 10n ** 10n);
  const descuento = concepto.descuento ? cents(concepto.descuento) : 0n;
  const base = importe - descuento;
  const tasaIva = concepto.tasaIva ?? '0.160000';
  const traslado: Tax =
    tasaIva === 'Exento'
      ? { impuesto: IVA, tipoFactor: 'Exento', base }
      : { impuesto: IVA, tipoFactor: 'Tasa', tasa: tasaIva, base, importe: taxOf(base, tasaIva) };
  const retenciones = (concepto.retenciones ?? []).map(({ impuesto, tasa }): Tax => ({
    impuesto,
    tipoFactor: 'Tasa',
    tasa,
    base,
    importe: taxOf(base, tasa),
  }));
  return { concepto, importe, descuento, traslados: [traslado], retenciones };
}

/** Taxes summed per (Impuesto, TipoFactor, TasaOCuota), as the Comprobante's Impuestos lists them. */
function grouped(taxes: Tax[], key: (tax: Tax) => string): Tax[] {
  const groups = new Map<string, Tax>();
  for (const tax of taxes) {
    const group = groups.get(key(tax));
    if (!group) groups.set(key(tax), { ...tax });
    else {
      group.base += tax.base;
      if (tax.importe !== undefined) group.importe = (group.importe ?? 0n) + tax.importe;
    }
  }
  return [...groups.values()];
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
const money = (value: bigint | undefined) => (value === undefined ? undefined : centsToText(value));

interface Node {
  name: string;
  attributes: Record<string, string | undefined>;
  children?: Node[];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function render(node: Node, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  const children = node.children ?? [];
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  const inner = children.map((child) => render(child, depth + 1)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

function taxNode(name: string, tax: Tax, withBase = true): Node {
  return {
    name,
    attributes: {
      Base: withBase ? money(tax.base) : undefined,
      Impuesto: tax.impuesto,
      TipoFactor: tax.tipoFactor,
      TasaOCuota: tax.tasa,
      Importe: money(tax.importe),
    },
  };
}

function conceptoNode(line: Line, version: '4.0' | '3.3'): Node {
  const { concepto } = line;
  const impuestos: Node[] = [
    { name: 'cfdi:Traslados', attributes: {}, children: line.traslados.map((tax) => taxNode('cfdi:Traslado', tax)) },
  ];
  if (line.retenciones.length > 0) {
    const children = line.retenciones.map((tax) => taxNode('cfdi:Retencion', tax));
    impuestos.push({ name: 'cfdi:Retenciones', attributes: {}, children });
  }
  return {
    name: 'cfdi:Concepto',
    attributes: {
      ClaveProdServ: concepto.claveProdServ ?? '30111601',
      Cantidad: concepto.cantidad,
      ClaveUnidad: concepto.claveUnidad ?? 'H87',
      Unidad: concepto.unidad,
      Descripcion: concepto.descripcion,
      ValorUnitario: concepto.valorUnitario,
      Importe: concepto.importe ?? centsToText(line.importe),
      Descuento: concepto.descuento,
      ObjetoImp: version === '4.0' ? '02' : undefined,
    },
    children: [{ name: 'cfdi:Impuestos', attributes: {}, children: impuestos }],
  };
}

/** The Comprobante's Impuestos: retenciones per Impuesto, traslados per rate (3.3 lists no exempt ones). */
function impuestosNode(lines: Line[], version: '4.0' | '3.3'): Node | undefined {
  const traslados = lines
    .flatMap((line) => line.traslados)
    .filter((tax) => version === '4.0' || tax.importe !== undefined);
  const retenciones = grouped(
    lines.flatMap((line) => line.retenciones),
    (tax) => tax.impuesto,
  );
  const children: Node[] = [];
  if (retenciones.length > 0) {
    const nodes = retenciones.map(({ impuesto, importe }) => ({
      name: 'cfdi:Retencion',
      attributes: { Impuesto: impuesto, Importe: money(importe) },
    }));
    children.push({ name: 'cfdi:Retenciones', attributes: {}, children: nodes });
  }
  if (traslados.length > 0) {
    const groups = grouped(traslados, (tax) => `${tax.impuesto}|${tax.tipoFactor}|${tax.tasa ?? ''}`);
    const nodes = groups.map((tax) => taxNode('cfdi:Traslado', tax, version === '4.0'));
    children.push({ name: 'cfdi:Traslados', attributes: {}, children: nodes });
  }
  if (children.length === 0) return undefined;
  const trasladado = traslados.filter((tax) => tax.importe !== undefined);
  return {
    name: 'cfdi:Impuestos',
    attributes: {
      TotalImpuestosRetenidos:
        retenciones.length > 0 ? money(sum(retenciones.map((tax) => tax.importe ?? 0n))) : undefined,
      TotalImpuestosTrasladados:
        trasladado.length > 0 ? money(sum(trasladado.map((tax) => tax.importe ?? 0n))) : undefined,
    },
    children,
  };
}

/** One CfdiRelacionados per TipoRelacion (4.0 style; a 3.3 sample with two kinds is deliberately invalid). */
function relacionadosNodes(relacionados: SampleCfdi['relacionados'] = []): Node[] {
  const kinds = [...new Set(relacionados.map((relacionado) => relacionado.tipoRelacion))];
  return kinds.map((tipoRelacion) => ({
    name: 'cfdi:CfdiRelacionados',
    attributes: { TipoRelacion: tipoRelacion },
    children: relacionados
      .filter((relacionado) => relacionado.tipoRelacion === tipoRelacion)
      .map(({ uuid }) => ({ name: 'cfdi:CfdiRelacionado', attributes: { UUID: uuid } })),
  }));
}

const oneMinuteLater = (fecha: string) => new Date(Date.parse(`${fecha}Z`) + 60_000).toISOString().slice(0, 19);

function timbreNode(uuid: string, fechaTimbrado: string): Node {
  return {
    name: 'tfd:TimbreFiscalDigital',
    attributes: {
      'xmlns:tfd': TFD_NAMESPACE,
      'xsi:schemaLocation': TFD_SCHEMA,
      Version: '1.1',
      UUID: uuid,
      FechaTimbrado: fechaTimbrado,
      RfcProvCertif: 'SAT970701NN3',
      SelloCFD: 'U2VsbG9DRkQ=',
      NoCertificadoSAT: '00001000000505211329',
      SelloSAT: 'U2VsbG9TQVQ=',
    },
  };
}

/** The XML text of the sample, as a PAC returns it stamped. */
export function cfdiXml(sample: SampleCfdi): string {
  const version = sample.version ?? '4.0';
  const v4 = version === '4.0';
  const fecha = sample.fecha ?? '2026-01-15T10:30:00';
  const lines = sample.conceptos.map(lineOf);
  const subTotal = sum(lines.map((line) => line.importe));
  const descuento = sum(lines.map((line) => line.descuento));
  const writesDescuento = sample.descuento ?? sample.conceptos.some((concepto) => concepto.descuento !== undefined);
  const trasladados = sum(lines.flatMap((line) => line.traslados.map((tax) => tax.importe ?? 0n)));
  const retenidos = sum(lines.flatMap((line) => line.retenciones.map((tax) => tax.importe ?? 0n)));
  const impuestos = impuestosNode(lines, version);
  const comprobante: Node = {
    name: 'cfdi:Comprobante',
    attributes: {
      'xmlns:cfdi': NAMESPACES[version],
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': SCHEMAS[version],
      Version: version,
      Serie: sample.serie,
      Folio: sample.folio,
      Fecha: fecha,
      Sello: 'U2VsbG8gZGUgcHJ1ZWJh',
      FormaPago: '03',
      NoCertificado: '00001000000509846663',
      Certificado: 'Q2VydGlmaWNhZG8gZGUgcHJ1ZWJh',
      SubTotal: centsToText(subTotal),
      Descuento: writesDescuento ? centsToText(descuento) : undefined,
      Moneda: sample.moneda ?? 'MXN',
      Total: centsToText(subTotal - descuento + trasladados - retenidos),
      TipoDeComprobante: sample.tipo ?? 'I',
      Exportacion: v4 ? '01' : undefined,
      MetodoPago: 'PUE',
      LugarExpedicion: '64000',
    },
    children: [
      ...relacionadosNodes(sample.relacionados),
      {
        name: 'cfdi:Emisor',
        attributes: { Rfc: sample.emisor.rfc, Nombre: sample.emisor.nombre, RegimenFiscal: '601' },
      },
      {
        name: 'cfdi:Receptor',
        attributes: {
          Rfc: sample.receptor.rfc,
          Nombre: sample.receptor.nombre,
          DomicilioFiscalReceptor: v4 ? '06000' : undefined,
          RegimenFiscalReceptor: v4 ? '601' : undefined,
          UsoCFDI: sample.receptor.usoCfdi ?? (sample.tipo === 'E' ? 'G02' : 'G03'),
        },
      },
      { name: 'cfdi:Conceptos', attributes: {}, children: lines.map((line) => conceptoNode(line, version)) },
      ...(impuestos ? [impuestos] : []),
      {
        name: 'cfdi:Complemento',
        attributes: {},
        children: [timbreNode(sample.uuid ?? randomUUID().toUpperCase(), oneMinuteLater(fecha))],
      },
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(comprobante)}\n`;
}

const HOSTILE_NAME = 'NOMBRE_HOSTIL';
const hostileBase = () =>
  cfdiXml({
    emisor: { rfc: 'EKU9003173C9', nombre: HOSTILE_NAME },
    receptor: { rfc: 'XAXX010101000', nombre: 'PUBLICO EN GENERAL' },
    conceptos: [{ cantidad: '1', descripcion: 'Cemento gris 50 kg', valorUnitario: '250.00' }],
    uuid: '6F1D2A3B-4C5D-4E6F-8A9B-0C1D2E3F4A5B',
  });

/** The entity bomb: ten nested levels of ten references, a thousand million "lol" if anything expanded it. */
export const BILLION_LAUGHS = hostileBase()
  .replace(
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE cfdi:Comprobante [',
      '  <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
      ']>\n',
    ].join('\n'),
  )
  .replace(`Nombre="${HOSTILE_NAME}"`, 'Nombre="&lol9;"');

/** External entity (XXE): a parser that resolved it would put the server's /etc/passwd in the CFDI. */
export const EXTERNAL_ENTITY = hostileBase()
  .replace(
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cfdi:Comprobante [\n  <!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n',
  )
  .replace('</cfdi:Comprobante>', '  <cfdi:Addenda><nota>&xxe;</nota></cfdi:Addenda>\n</cfdi:Comprobante>');
