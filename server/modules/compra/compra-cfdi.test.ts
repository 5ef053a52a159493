/**
 * A compra and its nota de crédito filled and checked from their CFDI, over HTTP: the checks shown
 * before confirming (revisarCfdi), each refusal with nothing stored, the fields the XML fills, a UUID
 * that enters once (also under concurrency), the nota's egreso matched to its compra
 * (POST /api/cfdi/lectura), and lists searched by UUID.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { cfdi, documento, proveedor, sucursal } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { cfdiXml, BILLION_LAUGHS, type SampleCfdi } from '../../cfdi/test-samples';
import { CFDI_DOCTYPE, CFDI_UTF16, NO_ES_CFDI, NO_ES_XML, XML_EXCESIVO } from '../../cfdi/read';
import { CFDI_NO_CORRESPONDE } from '../../cfdi/attach';
import { cfdiRegistradoEnOtraSucursal } from '../../../schemas/cfdi-checks';
import { PDF_FILE } from '../../files/test-files';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { compraValida } from './test-fixtures';

const RFC_EMPRESA = 'CSO980512KT5';
const RFC_PROVEEDOR = 'MYA850101AB1';

let server: TestServer;
let usuario: string;
let obraId: number;
let proveedorId: number;
let usuarioOtra: string;
let obraOtra: number;

/** The compra of compraValida as its proveedor invoices it: same lines, prices and IVA. */
const cfdiDeLaCompra = (extra: Partial<SampleCfdi> = {}): SampleCfdi & { uuid: string } => ({
  serie: 'A',
  folio: '7781',
  fecha: '2025-03-05T10:15:00',
  emisor: { rfc: RFC_PROVEEDOR, nombre: 'MATERIALES YAQUI' },
  receptor: { rfc: RFC_EMPRESA, nombre: 'CONSTRUCTORA DEL SONORA', usoCfdi: 'G01' },
  conceptos: [
    { descripcion: 'Varilla corrugada 3/8', cantidad: '3', valorUnitario: '1234.56', tasaIva: '0.160000' },
    { descripcion: 'Alambre recocido', cantidad: '2.5', valorUnitario: '99.99', tasaIva: '0.080000' },
  ],
  ...extra,
  uuid: extra.uuid ?? randomUUID().toUpperCase(),
});

const form = (parts: Record<string, string | Buffer>) => {
  const body = new FormData();
  for (const [name, content] of Object.entries(parts)) {
    const file = name === 'xml' ? 'cfdi.xml' : 'factura.pdf';
    body.append(name, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), file);
  }
  return body;
};
const revisar = (id: number, xml: string | Buffer) =>
  server.request(`/api/compra/${id}/revisarCfdi`, { method: 'POST', token: usuario, body: form({ xml }) });
const adjuntar = (path: string, parts: Record<string, string | Buffer>) =>
  server.request(`${path}/comprobante`, { method: 'PATCH', token: usuario, body: form(parts) });
const nuevaCompra = async () => {
  const res = await server.request('/api/compra', {
    method: 'POST',
    token: usuario,
    json: compraValida(obraId, proveedorId),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; folio: number };
};
const cfdiRows = async () => (await server.db.select({ n: count() }).from(cfdi))[0].n;
const documentoRows = async () => (await server.db.select({ n: count() }).from(documento))[0].n;

beforeAll(async () => {
  server = await startTestServer();
  const { matriz, otra } = await twoSucursales(server);
  await server.db
    .update(sucursal)
    .set({ rfc: RFC_EMPRESA })
    .where(inArray(sucursal.id, [matriz, otra]));
  usuario = await tokenFor(server, { username: 'compras', sucursalId: matriz });
  usuarioOtra = await tokenFor(server, { username: 'compras-otra', sucursalId: otra });
  obraId = await insertObra(server, matriz);
  obraOtra = await insertObra(server, otra);
  proveedorId = await insertProveedor(server, 'Materiales Yaqui');
  await server.db.update(proveedor).set({ rfc: RFC_PROVEEDOR }).where(eq(proveedor.id, proveedorId));
});
afterAll(() => server.close());

describe('the CFDI of a compra', () => {
  it('shows every check green and what it fills, storing nothing', async () => {
    const compra = await nuevaCompra();
    const sample = cfdiDeLaCompra();
    const res = await revisar(compra.id, cfdiXml(sample));
    expect(res.status).toBe(200);
    const revision = await res.json();
    expect(revision.valido).toBe(true);
    expect(revision.revisiones.map((r: { regla: string; ok: boolean }) => [r.regla, r.ok])).toEqual([
      ['tipo', true],
      ['moneda', true],
      ['emisor', true],
      ['receptor', true],
      ['totales', true],
      ['uuid', true],
    ]);
    expect(revision.valores).toEqual({ folioProveedor: 'A7781', folioFiscal: sample.uuid, fecha: '2025-03-05' });
    // 3953.66 + 612.59, as the compra's totals (orden-compra's fixtures).
    expect(revision.cfdi).toMatchObject({ subTotal: 3953.66, iva: 612.59, total: 4566.25, uuid: sample.uuid });
    expect(await cfdiRows()).toBe(0);
  });

  it('names each mismatch: emisor, receptor, tipo, moneda, and the totals line by line', async () => {
    const compra = await nuevaCompra();
    const xml = cfdiXml(
      cfdiDeLaCompra({
        tipo: 'E',
        moneda: 'USD',
        emisor: { rfc: 'OTR900101AA1' },
        receptor: { rfc: 'AAA010101AAA', usoCfdi: 'G01' },
        conceptos: [
          { descripcion: 'Varilla corrugada 3/8', cantidad: '3', valorUnitario: '1234.56', tasaIva: '0.160000' },
          { descripcion: 'Alambre recocido', cantidad: '3', valorUnitario: '99.99', tasaIva: '0.160000' },
        ],
      }),
    );
    const revision = await (await revisar(compra.id, xml)).json();
    expect(revision.valido).toBe(false);
    const failed = Object.fromEntries(
      revision.revisiones
        .filter((r: { ok: boolean }) => !r.ok)
        .map((r: { regla: string; mensaje: string; detalles?: string[] }) => [
          r.regla,
          [r.mensaje, ...(r.detalles ?? [])],
        ]),
    );
    expect(failed.tipo).toEqual(['El CFDI es de tipo E (Egreso); se espera I (Ingreso)']);
    expect(failed.moneda).toEqual(['El CFDI esta en USD; solo se aceptan CFDI en pesos (MXN)']);
    expect(failed.emisor).toEqual([`El RFC del emisor (OTR900101AA1) no es el del proveedor (${RFC_PROVEEDOR})`]);
    expect(failed.receptor).toEqual([`El RFC del receptor (AAA010101AAA) no es el de la empresa (${RFC_EMPRESA})`]);
    expect(failed.totales).toEqual([
      'Los importes del CFDI no coinciden con los del documento',
      'Subtotal: $4,003.65 en el CFDI y $3,953.66 en el documento',
      'IVA: $640.59 en el CFDI y $612.59 en el documento',
      'Total: $4,644.24 en el CFDI y $4,566.25 en el documento',
      'Renglon 2 (Alambre recocido): $299.97 en el CFDI y $249.98 en el documento',
      'Renglon 2: IVA 16 % en el CFDI y 8 % en el documento',
    ]);
  });

  it('refuses an upload whose checks fail with 409 and every failure, storing nothing', async () => {
    const compra = await nuevaCompra();
    const [cfdis, documentos] = [await cfdiRows(), await documentoRows()];
    const xml = cfdiXml(cfdiDeLaCompra({ emisor: { rfc: 'OTR900101AA1' } }));
    const res = await adjuntar(`/api/compra/${compra.id}`, { xml, file: PDF_FILE });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toBe(CFDI_NO_CORRESPONDE);
    expect(body.errors).toEqual([
      { field: 'xml', message: `El RFC del emisor (OTR900101AA1) no es el del proveedor (${RFC_PROVEEDOR})` },
    ]);
    expect([await cfdiRows(), await documentoRows()]).toEqual([cfdis, documentos]);
    const read = await (await server.request(`/api/compra/${compra.id}`, { token: usuario })).json();
    expect(read.comprobante).toBeUndefined();
  });

  it('fills the compra from the XML with its PDF, and a UUID enters once: 409 naming the compra that has it', async () => {
    const compra = await nuevaCompra();
    const sample = cfdiDeLaCompra();
    const res = await adjuntar(`/api/compra/${compra.id}`, { xml: cfdiXml(sample), file: PDF_FILE });
    expect(res.status).toBe(200);
    const filled = await res.json();
    expect(filled).toMatchObject({ folioProveedor: 'A7781', folioFiscal: sample.uuid, fecha: '2025-03-05' });
    const pdf = await server.request(filled.comprobante, { token: usuario });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    const otra = await nuevaCompra();
    const repeated = `El CFDI ${sample.uuid} ya esta registrado en Compra #${compra.folio}`;
    const preview = await (await revisar(otra.id, cfdiXml(sample))).json();
    expect(preview.revisiones.find((r: { regla: string }) => r.regla === 'uuid')).toEqual({
      regla: 'uuid',
      ok: false,
      mensaje: repeated,
    });
    const again = await adjuntar(`/api/compra/${otra.id}`, { xml: cfdiXml(sample) });
    expect([again.status, (await again.json()).message]).toEqual([409, repeated]);

    // In another sucursal the UUID is refused without this sucursal's document and folio.
    const ajena = await server.request('/api/compra', {
      method: 'POST',
      token: usuarioOtra,
      json: compraValida(obraOtra, proveedorId),
    });
    const { id: ajenaId } = await ajena.json();
    const enOtra = cfdiRegistradoEnOtraSucursal(sample.uuid);
    const ajenoPreview = await (
      await server.request(`/api/compra/${ajenaId}/revisarCfdi`, {
        method: 'POST',
        token: usuarioOtra,
        body: form({ xml: cfdiXml(sample) }),
      })
    ).json();
    expect(ajenoPreview.revisiones.find((r: { regla: string }) => r.regla === 'uuid').mensaje).toBe(enOtra);
    const ajenoAdjunto = await server.request(`/api/compra/${ajenaId}/comprobante`, {
      method: 'PATCH',
      token: usuarioOtra,
      body: form({ xml: cfdiXml(sample) }),
    });
    expect([ajenoAdjunto.status, (await ajenoAdjunto.json()).message]).toEqual([409, enOtra]);
    const lectura = await server.request('/api/cfdi/lectura', {
      method: 'POST',
      token: usuarioOtra,
      body: form({ xml: cfdiXml(sample) }),
    });
    expect((await lectura.json()).registrado).toBe(enOtra);

    // The list finds the compra by its UUID.
    const found = await server.request(
      `/api/compra?obraId=${obraId}&toSearch=${sample.uuid.slice(0, 13).toLowerCase()}`,
      {
        token: usuario,
      },
    );
    expect((await found.json()).content.map((c: { id: number }) => c.id)).toEqual([compra.id]);
  });

  it('takes the XML alone as the comprobante, served as XML', async () => {
    const compra = await nuevaCompra();
    const res = await adjuntar(`/api/compra/${compra.id}`, { xml: cfdiXml(cfdiDeLaCompra()) });
    expect(res.status).toBe(200);
    const stored = await server.request((await res.json()).comprobante, { token: usuario });
    expect(stored.headers.get('content-type')).toContain('application/xml');
    expect(await stored.text()).toContain('cfdi:Comprobante');
  });

  it('lets one of many concurrent uploads of the same UUID in', async () => {
    const sample = cfdiDeLaCompra();
    const compras = await Promise.all([1, 2, 3, 4].map(() => nuevaCompra()));
    const answers = await Promise.all(compras.map((c) => adjuntar(`/api/compra/${c.id}`, { xml: cfdiXml(sample) })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const rows = await server.db.select().from(cfdi).where(eq(cfdi.uuid, sample.uuid));
    expect(rows).toHaveLength(1);
  });

  it('answers bad files with a Spanish 4xx and stores nothing', async () => {
    const compra = await nuevaCompra();
    const [cfdis, documentos] = [await cfdiRows(), await documentoRows()];
    const cases: [string | Buffer, number, string][] = [
      [PDF_FILE, 400, NO_ES_XML],
      ['<factura><total>5</total></factura>', 400, NO_ES_CFDI],
      [BILLION_LAUGHS, 400, CFDI_DOCTYPE],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 413, 'El archivo excede el tamano maximo permitido'],
    ];
    for (const [xml, status, message] of cases) {
      const res = await adjuntar(`/api/compra/${compra.id}`, { xml, file: PDF_FILE });
      expect([res.status, (await res.json()).message]).toEqual([status, message]);
    }
    const preview = await revisar(compra.id, '<<no');
    expect([preview.status, (await preview.json()).message]).toEqual([400, NO_ES_XML]);
    expect([await cfdiRows(), await documentoRows()]).toEqual([cfdis, documentos]);
  });

  it('names the part a route takes when its upload is empty: xml for a CFDI read, file for a comprobante', async () => {
    const compra = await nuevaCompra();
    const fields = async (res: Response) => [
      res.status,
      (await res.json()).errors.map((e: { field: string }) => e.field),
    ];
    const empty = Buffer.alloc(0);
    expect(await fields(await revisar(compra.id, ''))).toEqual([400, ['xml']]);
    const lectura = await server.request('/api/cfdi/lectura', {
      method: 'POST',
      token: usuario,
      body: form({ xml: empty }),
    });
    expect(await fields(lectura)).toEqual([400, ['xml']]);
    expect(await fields(await adjuntar(`/api/compra/${compra.id}`, { file: empty }))).toEqual([400, ['file']]);
  });

  it('refuses XML that is not well-formed, or that no CFDI resembles, with its Spanish 400', async () => {
    const compra = await nuevaCompra();
    const xml = cfdiXml(cfdiDeLaCompra());
    const cases: [string | Buffer, string][] = [
      [xml.replace('<cfdi:Concepto ', '<cfdi:Concepto NoIdentificacion="A&B" '), NO_ES_XML],
      [Buffer.from(xml, 'utf16le'), CFDI_UTF16],
      ['<!DOCTYPE html><html><body>Factura</body></html>', NO_ES_CFDI],
      [`<a${Array.from({ length: 200 }, (_, i) => ` c${i}="1"`).join('')}/>`, XML_EXCESIVO],
    ];
    for (const [content, message] of cases) {
      const res = await revisar(compra.id, content);
      expect([res.status, (await res.json()).message]).toEqual([400, message]);
    }
  });
});

describe('the CFDI of a nota de crédito', () => {
  it('matches an egreso to the compra its CfdiRelacionado names, and checks the relation on upload', async () => {
    const compra = await nuevaCompra();
    const ingreso = cfdiDeLaCompra();
    expect((await adjuntar(`/api/compra/${compra.id}`, { xml: cfdiXml(ingreso), file: PDF_FILE })).status).toBe(200);
    expect((await server.request(`/api/compra/${compra.id}/aplicar`, { method: 'POST', token: usuario })).status).toBe(
      200,
    );

    const egreso = cfdiDeLaCompra({
      tipo: 'E',
      serie: 'NC',
      folio: '15',
      fecha: '2025-03-09T09:00:00',
      uuid: randomUUID().toUpperCase(),
      relacionados: [{ tipoRelacion: '01', uuid: ingreso.uuid }],
      conceptos: [{ descripcion: 'Alambre recocido', cantidad: '1', valorUnitario: '99.99', tasaIva: '0.080000' }],
    });
    const lectura = await server.request('/api/cfdi/lectura', {
      method: 'POST',
      token: usuario,
      body: form({ xml: cfdiXml(egreso) }),
    });
    expect(lectura.status).toBe(200);
    const read = await lectura.json();
    expect(read).toMatchObject({
      cfdi: { tipoDeComprobante: 'E', total: 107.99, relacionados: [{ tipoRelacion: '01', uuid: ingreso.uuid }] },
      proveedor: { id: proveedorId, nombre: 'Materiales Yaqui' },
      compra: { id: compra.id, folio: compra.folio, obra: { id: obraId } },
    });
    expect(read.registrado).toBeUndefined();

    const nota = await server.request('/api/notaCredito', {
      method: 'POST',
      token: usuario,
      json: {
        compraId: compra.id,
        folioProveedor: 'NC15',
        fecha: '2025-03-09',
        notaCreditoDetalle: [
          { nombre: 'Alambre recocido', unidadMedida: 'kg', cantidadSurtida: 1, precioUnitario: 99.99, tasaiva: 0.08 },
        ],
      },
    });
    expect(nota.status).toBe(201);
    const { id } = await nota.json();
    const unrelated = cfdiDeLaCompra({ ...egreso, uuid: randomUUID().toUpperCase(), relacionados: [] });
    const refused = await adjuntar(`/api/notaCredito/${id}`, { xml: cfdiXml(unrelated) });
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors).toEqual([
      { field: 'xml', message: `El CFDI no se relaciona con la compra #${compra.folio} (UUID ${ingreso.uuid})` },
    ]);
    const attached = await adjuntar(`/api/notaCredito/${id}`, { xml: cfdiXml(egreso) });
    expect(attached.status).toBe(200);
    expect(await attached.json()).toMatchObject({ folioFiscal: egreso.uuid, folioProveedor: 'NC15' });

    const again = await server.request('/api/cfdi/lectura', {
      method: 'POST',
      token: usuario,
      body: form({ xml: cfdiXml(egreso) }),
    });
    expect((await again.json()).registrado).toMatch(/^El CFDI .* ya esta registrado en Nota de Credito #\d+$/);
  });
});

describe('a folio fiscal typed by hand', () => {
  const conUuid = async (uuid: string | undefined, token = usuario, obra = obraId) => {
    const res = await server.request('/api/compra', {
      method: 'POST',
      token,
      json: { ...compraValida(obra, proveedorId), folioFiscal: uuid },
    });
    return res;
  };
  const creada = async (uuid: string) => {
    const res = await conUuid(uuid);
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; folio: number };
  };
  const editar = async (id: number, folioFiscal: string | undefined) => {
    const {
      acciones: _acciones,
      comprobante: _comprobante,
      ...editable
    } = await (await server.request(`/api/compra/${id}`, { token: usuario })).json();
    return server.request('/api/compra', { method: 'PUT', token: usuario, json: { ...editable, folioFiscal } });
  };
  const refusal = async (res: Response) => [res.status, (await res.json()).message];

  it('is checked to be a UUID, and one typed in lower case is the same UUID', async () => {
    const res = await conUuid('A1B2C3');
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { field: string }) => e.field)).toEqual(['folioFiscal']);
    const uuid = randomUUID().toUpperCase();
    const compra = await creada(uuid.toLowerCase());
    const read = await (await server.request(`/api/compra/${compra.id}`, { token: usuario })).json();
    expect(read.folioFiscal).toBe(uuid);
    expect(await refusal(await conUuid(uuid))).toEqual([
      409,
      `El CFDI ${uuid} ya esta registrado en Compra #${compra.folio}`,
    ]);
  });

  it("blocks an XML with the same UUID on another document, and lets in the compra's own", async () => {
    const sample = cfdiDeLaCompra();
    const tecleada = await creada(sample.uuid);
    const otra = await nuevaCompra();
    const repeated = `El CFDI ${sample.uuid} ya esta registrado en Compra #${tecleada.folio}`;
    expect(await refusal(await adjuntar(`/api/compra/${otra.id}`, { xml: cfdiXml(sample) }))).toEqual([409, repeated]);
    const own = await adjuntar(`/api/compra/${tecleada.id}`, { xml: cfdiXml(sample) });
    expect(own.status).toBe(200);
    expect((await own.json()).folioFiscal).toBe(sample.uuid);
    expect(await refusal(await adjuntar(`/api/compra/${otra.id}`, { xml: cfdiXml(sample) }))).toEqual([409, repeated]);
  });

  it("is refused when an XML registered it: naming the document, or only 'otra sucursal'", async () => {
    const sample = cfdiDeLaCompra();
    const compra = await nuevaCompra();
    expect((await adjuntar(`/api/compra/${compra.id}`, { xml: cfdiXml(sample) })).status).toBe(200);
    const before = await cfdiRows();
    expect(await refusal(await conUuid(sample.uuid))).toEqual([
      409,
      `El CFDI ${sample.uuid} ya esta registrado en Compra #${compra.folio}`,
    ]);
    expect(await refusal(await conUuid(sample.uuid, usuarioOtra, obraOtra))).toEqual([
      409,
      cfdiRegistradoEnOtraSucursal(sample.uuid),
    ]);
    expect(await cfdiRows()).toBe(before);
  });

  it("lets a nota's CFDI find the compra whose UUID was typed", async () => {
    const ingreso = randomUUID().toUpperCase();
    const compra = await creada(ingreso);
    const egreso = cfdiDeLaCompra({ tipo: 'E', relacionados: [{ tipoRelacion: '01', uuid: ingreso }] });
    const lectura = await server.request('/api/cfdi/lectura', {
      method: 'POST',
      token: usuario,
      body: form({ xml: cfdiXml(egreso) }),
    });
    expect((await lectura.json()).compra).toMatchObject({ id: compra.id, folio: compra.folio });
  });

  it('frees the old UUID when an edit changes or clears it', async () => {
    const [primero, segundo] = [randomUUID().toUpperCase(), randomUUID().toUpperCase()];
    const compra = await creada(primero);
    expect((await editar(compra.id, segundo)).status).toBe(200);
    expect((await conUuid(primero)).status).toBe(201);
    expect((await conUuid(segundo)).status).toBe(409);
    expect((await editar(compra.id, undefined)).status).toBe(200);
    expect((await conUuid(segundo)).status).toBe(201);
    expect(
      await server.db
        .select()
        .from(cfdi)
        .where(and(eq(cfdi.tabla, 'compra'), eq(cfdi.registroId, compra.id))),
    ).toEqual([]);
  });
});
