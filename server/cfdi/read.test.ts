import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../files/limits';
import { JPEG_IMAGE, PDF_FILE, pngImage } from '../files/test-files';
import { HttpError } from '../http-errors';
import {
  CFDI_DOCTYPE,
  CFDI_INCOMPLETO,
  CFDI_UTF16,
  NO_ES_CFDI,
  NO_ES_XML,
  readCfdi,
  SIN_TIMBRE,
  TOO_LARGE,
  XML_EXCESIVO,
  type Cfdi,
} from './read';
import { BILLION_LAUGHS, cfdiXml, EXTERNAL_ENTITY, type SampleCfdi } from './test-samples';
import { parseXml } from './xml';

const EMISOR = { rfc: 'MAT850101AB1', nombre: 'MATERIALES & ACEROS DEL NORTE' };
const RECEPTOR = { rfc: 'COB120515KD4', nombre: 'CONSTRUCTORA OBRAS DEL BAJIO', usoCfdi: 'G03' };
const UUID = '5f0b7c1e-2a3d-4e5f-9a8b-7c6d5e4f3a2b';

const sample = (overrides: Partial<SampleCfdi> = {}): SampleCfdi => ({
  emisor: EMISOR,
  receptor: RECEPTOR,
  conceptos: [{ cantidad: '1', descripcion: 'Cemento gris 50 kg', valorUnitario: '250.00' }],
  uuid: UUID,
  ...overrides,
});

const read = (xml: string | Buffer) => readCfdi(typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml);

/** The HttpError readCfdi throws for `xml`; fails the test when it accepts it or throws anything else. */
function refusal(xml: string | Buffer): HttpError {
  try {
    read(xml);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('readCfdi accepted the document');
}

const details = (...messages: string[]) => messages.map((message) => ({ field: 'xml', message }));

/** `xml` with the first ` name="…"` (a whole attribute name, so ` Total` is not ` SubTotal`) set to `value`. */
const withAttribute = (xml: string, name: string, value: string) =>
  xml.replace(new RegExp(` ${name}="[^"]*"`), ` ${name}="${value}"`);
const withoutAttribute = (xml: string, element: string, name: string) =>
  xml.replace(new RegExp(`(<cfdi:${element}\\b[^>]*?) ${name}="[^"]*"`), '$1');

const iva = (base: string, tasaOCuota: string, importe: string) => ({
  impuesto: '002',
  tipoFactor: 'Tasa',
  tasaOCuota,
  base,
  importe,
});

describe('readCfdi: CFDI 4.0 written by cfdiXml', () => {
  it('reads an ingreso with IVA at 16 %, 8 %, 0 % and exempt: every field, totals to the cent', () => {
    const xml = cfdiXml(
      sample({
        serie: 'F',
        folio: '10234',
        fecha: '2026-03-02T09:15:30',
        uuid: UUID,
        conceptos: [
          { cantidad: '40', descripcion: 'Cemento gris CPC 30R 50 kg', valorUnitario: '245.50', unidad: 'Bulto' },
          {
            claveProdServ: '30102404',
            cantidad: '1.5',
            claveUnidad: 'TNE',
            unidad: 'Tonelada',
            descripcion: 'Varilla corrugada 3/8" <G42>',
            valorUnitario: '18950.00',
            tasaIva: '0.080000',
          },
          { cantidad: '10', descripcion: 'Agua para obra (pipa)', valorUnitario: '35.00', tasaIva: '0.000000' },
          { cantidad: '1', descripcion: 'Renta de terreno para bodega', valorUnitario: '1200.00', tasaIva: 'Exento' },
        ],
      }),
    );
    const cfdi = read(xml);
    const { conceptos, ...comprobante } = cfdi;
    expect(comprobante).toEqual({
      version: '4.0',
      serie: 'F',
      folio: '10234',
      fecha: '2026-03-02T09:15:30',
      tipoDeComprobante: 'I',
      moneda: 'MXN',
      subTotal: 3979500n, // 9,820.00 + 28,425.00 + 350.00 + 1,200.00
      descuento: 0n,
      total: 4364020n, // + 1,571.20 + 2,274.00 + 0.00 of IVA
      totalImpuestosTrasladados: 384520n,
      totalImpuestosRetenidos: 0n,
      emisor: { rfc: 'MAT850101AB1', nombre: 'MATERIALES & ACEROS DEL NORTE' },
      receptor: { rfc: 'COB120515KD4', nombre: 'CONSTRUCTORA OBRAS DEL BAJIO', usoCfdi: 'G03' },
      uuid: UUID.toUpperCase(),
      fechaTimbrado: '2026-03-02T09:16:30',
      relacionados: [],
    } satisfies Omit<Cfdi, 'conceptos'>);
    expect(conceptos).toEqual([
      {
        claveProdServ: '30111601',
        cantidad: '40',
        claveUnidad: 'H87',
        unidad: 'Bulto',
        descripcion: 'Cemento gris CPC 30R 50 kg',
        valorUnitario: '245.50',
        importe: '9820.00',
        descuento: undefined,
        traslados: [iva('9820.00', '0.160000', '1571.20')],
        retenciones: [],
      },
      {
        claveProdServ: '30102404',
        cantidad: '1.5',
        claveUnidad: 'TNE',
        unidad: 'Tonelada',
        descripcion: 'Varilla corrugada 3/8" <G42>',
        valorUnitario: '18950.00',
        importe: '28425.00',
        descuento: undefined,
        traslados: [iva('28425.00', '0.080000', '2274.00')],
        retenciones: [],
      },
      expect.objectContaining({ importe: '350.00', traslados: [iva('350.00', '0.000000', '0.00')] }),
      expect.objectContaining({
        importe: '1200.00',
        traslados: [
          { impuesto: '002', tipoFactor: 'Exento', tasaOCuota: undefined, base: '1200.00', importe: undefined },
        ],
      }),
    ]);
  });

  it('reads an egreso (nota de credito) and its CfdiRelacionado, the uuid upper-cased', () => {
    const original = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const cfdi = read(
      cfdiXml(
        sample({
          tipo: 'E',
          receptor: { rfc: 'COB120515KD4' },
          relacionados: [{ tipoRelacion: '01', uuid: original }],
          conceptos: [{ claveProdServ: '84111506', cantidad: '1', descripcion: 'Devolucion', valorUnitario: '500.00' }],
        }),
      ),
    );
    expect(cfdi).toMatchObject({ tipoDeComprobante: 'E', subTotal: 50000n, total: 58000n });
    expect(cfdi.receptor).toEqual({ rfc: 'COB120515KD4', nombre: undefined, usoCfdi: 'G02' });
    expect(cfdi.relacionados).toEqual([{ tipoRelacion: '01', uuid: original.toUpperCase() }]);
  });

  it('reads every CfdiRelacionado of two CfdiRelacionados groups (4.0 lets it repeat)', () => {
    const relacionados = [
      { tipoRelacion: '01', uuid: '11111111-1111-4111-8111-111111111111' },
      { tipoRelacion: '01', uuid: '22222222-2222-4222-8222-222222222222' },
      { tipoRelacion: '07', uuid: '33333333-3333-4333-8333-33333333333a' },
    ];
    const xml = cfdiXml(sample({ tipo: 'E', relacionados }));
    expect(xml.match(/<cfdi:CfdiRelacionados /g)).toHaveLength(2);
    expect(read(xml).relacionados).toEqual([
      relacionados[0],
      relacionados[1],
      { tipoRelacion: '07', uuid: '33333333-3333-4333-8333-33333333333A' },
    ]);
  });

  it('reads the Descuento: IVA on importe minus descuento, total net of it', () => {
    const cfdi = read(
      cfdiXml(
        sample({
          conceptos: [
            { cantidad: '100', descripcion: 'Block de concreto 15x20x40', valorUnitario: '12.50', descuento: '125.00' },
            { cantidad: '3', descripcion: 'Cal hidratada', valorUnitario: '89.90' },
          ],
        }),
      ),
    );
    expect(cfdi).toMatchObject({
      subTotal: 151970n, // 1,250.00 + 269.70
      descuento: 12500n,
      totalImpuestosTrasladados: 22315n, // 16 % of 1,125.00 = 180.00, of 269.70 = 43.15
      total: 161785n,
    });
    expect(cfdi.conceptos[0]).toMatchObject({ importe: '1250.00', descuento: '125.00' });
    expect(cfdi.conceptos[0].traslados).toEqual([iva('1125.00', '0.160000', '180.00')]);
  });

  it('reads retenciones (ISR 10 %, IVA retenido two thirds of 16 %) in the concepto and the totals', () => {
    const cfdi = read(
      cfdiXml(
        sample({
          conceptos: [
            {
              claveProdServ: '72141000',
              cantidad: '1',
              claveUnidad: 'E48',
              descripcion: 'Honorarios por supervision de obra',
              valorUnitario: '10000.00',
              retenciones: [
                { impuesto: '001', tasa: '0.100000' },
                { impuesto: '002', tasa: '0.106667' },
              ],
            },
          ],
        }),
      ),
    );
    expect(cfdi).toMatchObject({
      subTotal: 1000000n,
      totalImpuestosTrasladados: 160000n,
      totalImpuestosRetenidos: 206667n, // 1,000.00 + 1,066.67
      total: 953333n, // 10,000.00 + 1,600.00 - 2,066.67
    });
    expect(cfdi.conceptos[0].retenciones).toEqual([
      { impuesto: '001', tipoFactor: 'Tasa', tasaOCuota: '0.100000', base: '10000.00', importe: '1000.00' },
      { impuesto: '002', tipoFactor: 'Tasa', tasaOCuota: '0.106667', base: '10000.00', importe: '1066.67' },
    ]);
  });

  it('rounds totals written with 6 decimals half up to the cent, from the text', () => {
    const xml = cfdiXml(sample());
    const totals = (subTotal: string, total: string) => {
      const cfdi = read(withAttribute(withAttribute(xml, 'SubTotal', subTotal), 'Total', total));
      return [cfdi.subTotal, cfdi.total];
    };
    expect(totals('1160.005000', '1160.004999')).toEqual([116001n, 116000n]);
    expect(totals('0.125', '99999999999999.995')).toEqual([13n, 10000000000000000n]);
    expect(totals('7', '0.5')).toEqual([700n, 50n]);
  });

  it('reads a file opening with a UTF-8 BOM', () => {
    const cfdi = read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(cfdiXml(sample()))]));
    expect(cfdi.uuid).toBe(UUID.toUpperCase());
  });
});

const CFDI_33_DEFAULT_NAMESPACE = `<?xml version="1.0" encoding="utf-8"?>
<Comprobante xmlns="http://www.sat.gob.mx/cfd/3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.sat.gob.mx/cfd/3 http://www.sat.gob.mx/sitio_internet/cfd/3/cfdv33.xsd"
  Version="3.3" Serie="B" Folio="778" Fecha="2021-06-30T17:45:12" Sello="c2VsbG8=" FormaPago="99"
  NoCertificado="00001000000404040404" Certificado="Y2VydA==" SubTotal="1500.000000" Descuento="150.50"
  Moneda="MXN" TipoCambio="1" Total="1565.42" TipoDeComprobante="I" MetodoPago="PPD" LugarExpedicion="44100">
  <CfdiRelacionados TipoRelacion="04">
    <CfdiRelacionado UUID="9c8b7a6f-5e4d-4c3b-8a29-181716151413"/>
  </CfdiRelacionados>
  <Emisor Rfc="MAHM670102N46" Nombre="MATERIALES HERNANDEZ &#x26; HIJOS" RegimenFiscal="612"/>
  <Receptor Rfc="COB120515KD4" UsoCFDI="G01"/>
  <Conceptos>
    <Concepto ClaveProdServ="11111501" NoIdentificacion="ARENA-01" Cantidad="3.000000" ClaveUnidad="MTQ"
      Unidad="Metro c&#250;bico" Descripcion="Arena de r&#237;o" ValorUnitario="500.000000" Importe="1500.000000"
      Descuento="150.500000">
      <Impuestos>
        <Traslados>
          <Traslado Base="1349.500000" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="215.920000"/>
        </Traslados>
      </Impuestos>
    </Concepto>
  </Conceptos>
  <Impuestos TotalImpuestosTrasladados="215.92">
    <Traslados>
      <Traslado Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="215.92"/>
    </Traslados>
  </Impuestos>
  <Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1"
      UUID="0e3f6a1b-7c2d-4e8f-a9b0-c1d2e3f4a5b6" FechaTimbrado="2021-06-30T17:46:03" RfcProvCertif="SAT970701NN3"
      SelloCFD="c2VsbG8=" NoCertificadoSAT="00001000000505050505" SelloSAT="c2F0"/>
  </Complemento>
</Comprobante>`;

const CFDI_40_OTHER_PREFIXES = `<?xml version="1.0" encoding="UTF-8"?>
<c:Comprobante xmlns:c="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="2026-02-10T08:00:00" SubTotal="100"
  Moneda="USD" TipoCambio="17.05" Total="116" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="64000">
  <c:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <c:Receptor Rfc="COB120515KD4" Nombre="CONSTRUCTORA OBRAS DEL BAJIO" DomicilioFiscalReceptor="37000"
    RegimenFiscalReceptor="601" UsoCFDI="G03"/>
  <c:Conceptos>
    <c:Concepto ClaveProdServ="43211503" Cantidad="1" ClaveUnidad="H87" Descripcion="Tableta para bitacora"
      ValorUnitario="100" Importe="100" ObjetoImp="02">
      <c:Impuestos><c:Traslados><c:Traslado Base="100" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000"
        Importe="16"/></c:Traslados></c:Impuestos>
    </c:Concepto>
  </c:Conceptos>
  <c:Impuestos TotalImpuestosTrasladados="16"/>
  <c:Complemento xmlns:t="http://www.sat.gob.mx/TimbreFiscalDigital">
    <t:TimbreFiscalDigital Version="1.1" UUID="AB12CD34-EF56-4A78-9B01-C23D45E67F89" FechaTimbrado="2026-02-10T08:01:00"/>
  </c:Complemento>
</c:Comprobante>`;

describe('readCfdi: CFDI 3.3 and other prefixes', () => {
  it('reads a 3.3 written by cfdiXml', () => {
    const cfdi = read(
      cfdiXml(
        sample({
          version: '3.3',
          conceptos: [{ cantidad: '2', descripcion: 'Grava', valorUnitario: '410.00', tasaIva: '0.000000' }],
        }),
      ),
    );
    expect(cfdi).toMatchObject({ version: '3.3', subTotal: 82000n, totalImpuestosTrasladados: 0n, total: 82000n });
    expect(cfdi.conceptos[0].traslados).toEqual([iva('820.00', '0.000000', '0.00')]);
  });

  it('reads a hand-written 3.3 in the default namespace: references decoded, one Concepto and one Traslado as lists', () => {
    const cfdi = read(CFDI_33_DEFAULT_NAMESPACE);
    expect(cfdi).toEqual({
      version: '3.3',
      serie: 'B',
      folio: '778',
      fecha: '2021-06-30T17:45:12',
      tipoDeComprobante: 'I',
      moneda: 'MXN',
      subTotal: 150000n,
      descuento: 15050n,
      total: 156542n,
      totalImpuestosTrasladados: 21592n,
      totalImpuestosRetenidos: 0n,
      emisor: { rfc: 'MAHM670102N46', nombre: 'MATERIALES HERNANDEZ & HIJOS' },
      receptor: { rfc: 'COB120515KD4', nombre: undefined, usoCfdi: 'G01' },
      conceptos: [
        {
          claveProdServ: '11111501',
          cantidad: '3.000000',
          claveUnidad: 'MTQ',
          unidad: 'Metro cúbico',
          descripcion: 'Arena de río',
          valorUnitario: '500.000000',
          importe: '1500.000000',
          descuento: '150.500000',
          traslados: [iva('1349.500000', '0.160000', '215.920000')],
          retenciones: [],
        },
      ],
      uuid: '0E3F6A1B-7C2D-4E8F-A9B0-C1D2E3F4A5B6',
      fechaTimbrado: '2021-06-30T17:46:03',
      relacionados: [{ tipoRelacion: '04', uuid: '9C8B7A6F-5E4D-4C3B-8A29-181716151413' }],
    } satisfies Cfdi);
  });

  it('reads a 4.0 with prefix c: and the timbre prefix declared on Complemento', () => {
    expect(read(CFDI_40_OTHER_PREFIXES)).toMatchObject({
      version: '4.0',
      moneda: 'USD',
      subTotal: 10000n,
      total: 11600n,
      totalImpuestosTrasladados: 1600n,
      uuid: 'AB12CD34-EF56-4A78-9B01-C23D45E67F89',
      fechaTimbrado: '2026-02-10T08:01:00',
      conceptos: [expect.objectContaining({ importe: '100', traslados: [iva('100', '0.160000', '16')] })],
    });
  });

  it('matches elements by namespace, not by prefix: a cfdi: prefix bound elsewhere is not the Emisor', () => {
    const xml = cfdiXml(sample()).replace('<cfdi:Emisor ', '<cfdi:Emisor xmlns:cfdi="urn:proveedor:otro" ');
    expect(refusal(xml)).toMatchObject({
      statusCode: 400,
      message: CFDI_INCOMPLETO,
      errors: details('Falta el elemento Emisor'),
    });
  });

  it('refuses two CfdiRelacionados groups in a 3.3', () => {
    const relacionados = [
      { tipoRelacion: '01', uuid: '11111111-1111-4111-8111-111111111111' },
      { tipoRelacion: '07', uuid: '22222222-2222-4222-8222-222222222222' },
    ];
    expect(refusal(cfdiXml(sample({ version: '3.3', relacionados })))).toMatchObject({
      statusCode: 400,
      message: CFDI_INCOMPLETO,
      errors: details('El elemento CfdiRelacionados esta repetido'),
    });
  });
});

describe('readCfdi: hostile XML never reaches the parser', () => {
  it.each([
    ['billion laughs', BILLION_LAUGHS],
    ['external entity', EXTERNAL_ENTITY],
    ['a lowercase doctype after the root', `${cfdiXml(sample())}<!-- <!doctype x> -->`],
    ['an entity declaration alone', cfdiXml(sample()).replace('<cfdi:Emisor', '<!eNtItY x "y"><cfdi:Emisor')],
  ])('refuses %s with CFDI_DOCTYPE, quickly and without parsing', (_, xml) => {
    const validate = vi.spyOn(XMLValidator, 'validate');
    const parse = vi.spyOn(XMLParser.prototype, 'parse');
    try {
      const started = performance.now();
      const error = refusal(xml);
      expect(performance.now() - started).toBeLessThan(500);
      expect(error).toMatchObject({ statusCode: 400, message: CFDI_DOCTYPE, errors: details(CFDI_DOCTYPE) });
      expect(validate).not.toHaveBeenCalled();
      expect(parse).not.toHaveBeenCalled();
    } finally {
      validate.mockRestore();
      parse.mockRestore();
    }
  });

  it('would not expand them either: an undeclared reference is no XML before the parser runs', () => {
    expect(() => parseXml(BILLION_LAUGHS)).toThrow(NO_ES_XML);
  });
});

describe('readCfdi: XML that is not well-formed anywhere in the file', () => {
  const withConcepto = (attributes: string) =>
    cfdiXml(sample()).replace('<cfdi:Concepto ', `<cfdi:Concepto ${attributes} `);
  it.each([
    ['a raw & in NoIdentificacion', withConcepto('NoIdentificacion="A&B-01"')],
    ['a raw < in NoIdentificacion', withConcepto('NoIdentificacion="A<B"')],
    ['an unknown reference in an attribute not read', withConcepto('NoIdentificacion="&nbsp;"')],
    ['a control character U+0001 in Descripcion', cfdiXml(sample()).replace('Cemento gris', 'Cemento\u0001gris')],
    ['a control character by reference', cfdiXml(sample()).replace('Cemento gris', 'Cemento&#1;gris')],
    [
      'an undeclared element prefix',
      cfdiXml(sample()).replace('</cfdi:Comprobante>', '<foo:Addenda/></cfdi:Comprobante>'),
    ],
    ['an undeclared attribute prefix', withConcepto('foo:Clave="1"')],
    [
      'a raw & in text',
      cfdiXml(sample()).replace('</cfdi:Comprobante>', '<cfdi:Addenda>A & B</cfdi:Addenda></cfdi:Comprobante>'),
    ],
  ])('refuses %s with NO_ES_XML', (_, xml) => {
    expect(refusal(xml)).toMatchObject({ statusCode: 400, message: NO_ES_XML, errors: details(NO_ES_XML) });
  });

  it('says SAT requires UTF-8 of a UTF-16 file, with or without its BOM, either byte order', () => {
    const xml = cfdiXml(sample());
    const swapped = (buffer: Buffer) => Buffer.from(buffer).swap16();
    for (const content of [
      Buffer.from(`\ufeff${xml}`, 'utf16le'),
      Buffer.from(xml, 'utf16le'),
      swapped(Buffer.from(`\ufeff${xml}`, 'utf16le')),
    ]) {
      expect(refusal(content)).toMatchObject({ statusCode: 400, message: CFDI_UTF16, errors: details(CFDI_UTF16) });
    }
  });

  it.each([
    ['with its DOCTYPE', '<!DOCTYPE html>\n<html lang="es"><head><title>Factura</title></head><body></body></html>'],
    ['without one', '  <html><body><p>Factura</p></body></html>'],
  ])('calls an HTML page %s no CFDI, not a DOCTYPE', (_, html) => {
    expect(refusal(html)).toMatchObject({
      statusCode: 400,
      message: NO_ES_CFDI,
      errors: details('El archivo es una pagina web (HTML), no el XML de un CFDI'),
    });
  });
});

describe('readCfdi: what no CFDI has is refused in one pass, in milliseconds', () => {
  const ATTRIBUTES = 700_000;
  it.each([
    [
      `one element with ${ATTRIBUTES} attributes (10 MB)`,
      () =>
        `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"${Array.from({ length: ATTRIBUTES }, (_, i) => ` a${i}="1"`).join('')}/>`,
    ],
    ['101 attributes on an element', () => `<a${Array.from({ length: 101 }, (_, i) => ` a${i}="1"`).join('')}/>`],
    ['33 levels', () => `${'<a>'.repeat(33)}${'</a>'.repeat(33)}`],
    ['500 levels', () => `${'<a>'.repeat(500)}${'</a>'.repeat(500)}`],
    ['100,001 elements', () => `<a>${'<b/>'.repeat(100_000)}</a>`],
  ])('refuses %s with XML_EXCESIVO', (_, xml) => {
    const content = Buffer.from(xml());
    const started = performance.now();
    const error = refusal(content);
    expect(performance.now() - started).toBeLessThan(250);
    expect(error).toMatchObject({ statusCode: 400, message: XML_EXCESIVO, errors: details(XML_EXCESIVO) });
  });

  it('reads what a real CFDI has: 100 attributes on an element, 32 levels', () => {
    const plain = cfdiXml(sample());
    const own = (/<cfdi:Concepto [^>]*>/.exec(plain)?.[0].match(/="/g) ?? []).length;
    const attributes = Array.from({ length: 100 - own }, (_, i) => ` x${i}="1"`).join('');
    // The Comprobante and 31 Addendas: 32 levels.
    const deep = `${'<cfdi:Addenda>'.repeat(31)}${'</cfdi:Addenda>'.repeat(31)}`;
    const xml = plain
      .replace('<cfdi:Concepto ', `<cfdi:Concepto${attributes} `)
      .replace('</cfdi:Comprobante>', `${deep}</cfdi:Comprobante>`);
    expect(read(xml).conceptos).toHaveLength(1);
  });
});

describe('readCfdi: refusals', () => {
  it.each([
    ['a PDF', PDF_FILE],
    ['a PNG', pngImage()],
    ['a JPEG', JPEG_IMAGE],
    ['random text', Buffer.from('Factura 123: total $1,160.00')],
    ['an empty file', Buffer.alloc(0)],
    ['blanks', Buffer.from('  \n ')],
    [
      'malformed tags',
      Buffer.from('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"><cfdi:Emisor></cfdi:Comprobante>'),
    ],
    ['an unclosed root', Buffer.from(cfdiXml(sample()).replace('</cfdi:Comprobante>', ''))],
    ['two roots', Buffer.from('<a/><b/>')],
    ['a repeated attribute', Buffer.from(cfdiXml(sample()).replace('Moneda="MXN"', 'Moneda="MXN" Moneda="USD"'))],
    ['bytes that are not UTF-8', Buffer.concat([Buffer.from(cfdiXml(sample())), Buffer.from([0xff, 0xfe, 0x80])])],
    [
      'an unknown reference in an attribute read',
      Buffer.from(cfdiXml(sample()).replace('Rfc="MAT850101AB1"', 'Rfc="&rfc;"')),
    ],
    ['a name the parser refuses', Buffer.from('<cfdi:Comprobante><__proto__ x="1"/></cfdi:Comprobante>')],
  ])('refuses %s with NO_ES_XML', (_, content) => {
    expect(refusal(content)).toMatchObject({ statusCode: 400, message: NO_ES_XML, errors: details(NO_ES_XML) });
  });

  it.each([
    ['another root', '<?xml version="1.0"?><Factura Version="4.0"/>', 'El elemento raiz es Factura, no Comprobante'],
    [
      'another namespace',
      cfdiXml(sample()).replace('http://www.sat.gob.mx/cfd/4"', 'http://www.sat.gob.mx/cfd/5"'),
      'El Comprobante no esta en el espacio de nombres del SAT (cfd/4 o cfd/3)',
    ],
    [
      'no namespace',
      cfdiXml(sample())
        .replace(/cfdi:/g, '')
        .replace(/ xmlns:cfdi="[^"]*"/, ''),
      'El Comprobante no esta en el espacio de nombres del SAT (cfd/4 o cfd/3)',
    ],
    ['version 2.0', withAttribute(cfdiXml(sample()), 'Version', '2.0'), 'La version 2.0 no es 4.0'],
    [
      'a 3.3 namespace with Version 4.0',
      withAttribute(cfdiXml(sample({ version: '3.3' })), 'Version', '4.0'),
      'La version 4.0 no es 3.3',
    ],
    [
      'a 3.2 (lowercase version)',
      withAttribute(cfdiXml(sample({ version: '3.3' })), 'Version', '3.2').replace(' Version=', ' version='),
      'La version 3.2 no es 3.3',
    ],
  ])('refuses %s with NO_ES_CFDI', (_, xml, detail) => {
    expect(refusal(xml)).toMatchObject({ statusCode: 400, message: NO_ES_CFDI, errors: details(detail) });
  });

  it.each([
    ['the Emisor Rfc', withoutAttribute(cfdiXml(sample()), 'Emisor', 'Rfc'), 'Falta el atributo Rfc del Emisor'],
    [
      'a blank Receptor Rfc',
      cfdiXml(sample()).replace('Rfc="COB120515KD4"', 'Rfc=""'),
      'Falta el atributo Rfc del Receptor',
    ],
    [
      'the UsoCFDI',
      withoutAttribute(cfdiXml(sample()), 'Receptor', 'UsoCFDI'),
      'Falta el atributo UsoCFDI del Receptor',
    ],
    [
      'a SubTotal with a comma',
      withAttribute(cfdiXml(sample()), 'SubTotal', '12,00'),
      'El atributo SubTotal del Comprobante no es un importe valido',
    ],
    [
      'a SubTotal with an exponent',
      withAttribute(cfdiXml(sample()), 'SubTotal', '1e3'),
      'El atributo SubTotal del Comprobante no es un importe valido',
    ],
    [
      'a negative Total',
      withAttribute(cfdiXml(sample()), 'Total', '-290.00'),
      'El atributo Total del Comprobante no es un importe valido',
    ],
    [
      'a Total with 7 decimals',
      withAttribute(cfdiXml(sample()), 'Total', '290.0000001'),
      'El atributo Total del Comprobante no es un importe valido',
    ],
    [
      'the Moneda',
      withoutAttribute(cfdiXml(sample()), 'Comprobante', 'Moneda'),
      'Falta el atributo Moneda del Comprobante',
    ],
    [
      'a Fecha with a zone',
      withAttribute(cfdiXml(sample()), 'Fecha', '2026-01-15T10:30:00-06:00'),
      'El atributo Fecha del Comprobante no es una fecha valida (AAAA-MM-DDThh:mm:ss)',
    ],
    [
      'a TipoDeComprobante X',
      withAttribute(cfdiXml(sample()), 'TipoDeComprobante', 'X'),
      'El atributo TipoDeComprobante del Comprobante no es I, E, T, N ni P',
    ],
    [
      'a Concepto Importe',
      withAttribute(cfdiXml(sample()), 'Importe', '250.00 MXN'),
      'El atributo Importe del Concepto 1 no es un importe valido',
    ],
    [
      'a Concepto Cantidad',
      withAttribute(cfdiXml(sample()), 'Cantidad', '-1'),
      'El atributo Cantidad del Concepto 1 no es un numero valido',
    ],
    [
      'a Traslado Base',
      cfdiXml(sample()).replace('Base="250.00"', 'Base="doscientos"'),
      'El atributo Base del Traslado 1 del Concepto 1 no es un importe valido',
    ],
    [
      'the TimbreFiscalDigital',
      cfdiXml(sample()).replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, ''),
      SIN_TIMBRE,
    ],
    [
      'a short UUID',
      cfdiXml(sample()).replace(`UUID="${UUID}"`, 'UUID="5f0b7c1e"'),
      'El atributo UUID del TimbreFiscalDigital no es un UUID valido',
    ],
    [
      'the Conceptos',
      cfdiXml(sample()).replace(/<cfdi:Conceptos>[\s\S]*<\/cfdi:Conceptos>/, ''),
      'Falta el elemento Conceptos',
    ],
    [
      'every Concepto',
      cfdiXml(sample()).replace(/<cfdi:Concepto [\s\S]*<\/cfdi:Concepto>/, ''),
      'Falta el elemento Concepto en Conceptos',
    ],
  ])('refuses a CFDI missing or misspelling %s with CFDI_INCOMPLETO and the detail', (_, xml, detail) => {
    expect(refusal(xml)).toMatchObject({ statusCode: 400, message: CFDI_INCOMPLETO, errors: details(detail) });
  });

  it('names every problem of one CFDI in document order', () => {
    let xml = withoutAttribute(cfdiXml(sample()), 'Emisor', 'Rfc');
    xml = withAttribute(withoutAttribute(xml, 'Concepto', 'Descripcion'), 'SubTotal', '1.000,00');
    expect(refusal(xml.replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, ''))).toMatchObject({
      statusCode: 400,
      message: CFDI_INCOMPLETO,
      errors: details(
        'El atributo SubTotal del Comprobante no es un importe valido',
        'Falta el atributo Rfc del Emisor',
        'Falta el atributo Descripcion del Concepto 1',
        SIN_TIMBRE,
      ),
    });
  });

  it('refuses a file over 10 MB with 413 before reading it', () => {
    const big = Buffer.alloc(11 * 1024 * 1024, '<!DOCTYPE x>');
    expect(refusal(big)).toMatchObject({ statusCode: 413, message: TOO_LARGE });
    expect(refusal(Buffer.alloc(MAX_UPLOAD_BYTES + 1, ' '))).toMatchObject({ statusCode: 413 });
    expect(refusal(Buffer.alloc(MAX_UPLOAD_BYTES, ' '))).toMatchObject({ statusCode: 400, message: NO_ES_XML });
  });

  it('answers any damaged CFDI with a CFDI or a 400, never another error', () => {
    const xml = cfdiXml(
      sample({
        relacionados: [{ tipoRelacion: '01', uuid: '11111111-1111-4111-8111-111111111111' }],
        conceptos: [
          {
            cantidad: '2',
            descripcion: 'Tabique rojo',
            valorUnitario: '4.35',
            retenciones: [{ impuesto: '001', tasa: '0.012500' }],
          },
          { cantidad: '1', descripcion: 'Flete', valorUnitario: '800', tasaIva: 'Exento' },
        ],
      }),
    );
    const damage = fc.oneof(
      fc.record({
        at: fc.nat(xml.length),
        cut: fc.nat(40),
        insert: fc.constantFrom('', '<', '>', '"', '&', '/>', '</x>', 'ñ', ':', '='),
      }),
    );
    fc.assert(
      fc.property(damage, ({ at, cut, insert }) => {
        const damaged = xml.slice(0, at) + insert + xml.slice(at + cut);
        try {
          read(damaged);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).statusCode).toBe(400);
        }
      }),
      { numRuns: 400 },
    );
  });
});
