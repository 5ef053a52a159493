/**
 * The estimación printed and exported over HTTP, on a worked example written here: a contract of
 * $625,456.00, anticipo 30 %, IVA 16 %, 5 al millar on the importe and fondo de garantía 5 % on the
 * subtotal; Estimación 1 bills 40.1234 of CIM-01 (partida 01), 100 of EST-02 (partida 02, a long
 * descripción) and 2.5 of LIM-03 (no partida), with a $1,000 pena. The PDF reads its folio, the
 * alcance líquido in words, each partida's subtotal and its anexos by name (generadores before fotos); the workbook has the figures to the cent;
 * the obra's estimaciones answer as a named query; only for who holds the permiso and sees the obra.
 */
import { estimacionBody } from './test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { cliente, conceptoObra, obra, obraRetencion, presupuestoPartida } from '../../db/schema';
import { PDF_FILE, pngImage } from '../../files/test-files';
import { pdfText } from '../../test-support/pdf-text';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertObra } from '../obra/test-fixtures';

let server: TestServer;
let admin: string;
let ajeno: string;
let sinPermiso: string;
let obraId: number;
let clienteNombre: string;
let estimacionId: number;

const API = '/api/estimacion';
const LARGA = `Suministro y colocacion de acero de refuerzo fy=4200 kg/cm2 en columnas, ${'incluye habilitado, traslapes, desperdicios, amarres con alambre recocido, acarreos y mano de obra; '.repeat(30)}`;

let orden = 0;
async function insertConcepto(
  clave: string,
  descripcion: string,
  partidaId: number | null,
  precio: string,
  cantidad: string,
) {
  const importe = (Number(precio) * Number(cantidad)).toFixed(2);
  const [row] = await server.db
    .insert(conceptoObra)
    .values({
      obraId,
      partidaId,
      orden: orden++,
      clave,
      descripcion,
      unidad: 'm3',
      cantidad,
      precioUnitario: precio,
      importe,
    })
    .returning({ id: conceptoObra.id });
  return row.id;
}

async function insertPartida(clave: string, descripcion: string, posicion: number) {
  const [row] = await server.db
    .insert(presupuestoPartida)
    .values({ obraId, nivel: 1, orden: posicion, clave, descripcion })
    .returning({ id: presupuestoPartida.id });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  ajeno = await tokenFor(server, { username: 'ajeno-impresion', sucursalId: otra, role: 'ROLE_ADMIN' });
  sinPermiso = await tokenFor(server, { username: 'sin-estimacion', sucursalId: matriz, denied: ['/estimacion'] });
  obraId = await insertObra(server.db, matriz, 'Puente Sonora');
  await server.db
    .update(obra)
    .set({ costoTotal: '625456.00', anticipo: '187636.80', tasaIva: 16 })
    .where(eq(obra.id, obraId));
  await server.db.insert(obraRetencion).values([
    { obraId, nombre: '5 al millar', base: 'importe', tasa: '0.5' },
    { obraId, nombre: 'Fondo de garantia', base: 'subtotal', tasa: '5', seDevuelve: true },
  ]);
  [{ nombre: clienteNombre }] = await server.db
    .select({ nombre: cliente.nombre })
    .from(cliente)
    .innerJoin(obra, eq(obra.clienteId, cliente.id))
    .where(eq(obra.id, obraId));
  const estructura = await insertPartida('02', 'Estructura', 2);
  const cimentacion = await insertPartida('01', 'Cimentacion', 1);
  const lim = await insertConcepto('LIM-03', 'Limpieza final de obra', null, '100.00', '10');
  const est = await insertConcepto('EST-02', LARGA, estructura, '2000.00', '250.5');
  const cim = await insertConcepto('CIM-01', 'Concreto f´c=250 en zapatas', cimentacion, '1234.56', '100');
  const res = await server.request(API, {
    method: 'POST',
    token: admin,
    json: {
      ...estimacionBody(obraId, [
        { conceptoObraId: est, cantidad: 100 },
        { conceptoObraId: cim, cantidad: 40.1234 },
        { conceptoObraId: lim, cantidad: 2.5 },
      ]),
      deducciones: [{ concepto: 'Pena convencional por atraso', importe: 1000 }],
      observaciones: 'Se anexan numeros generadores y reporte fotografico.',
    },
  });
  expect(res.status).toBe(201);
  estimacionId = (await res.json()).id;
  // A foto first: the PDF lists the generadores before it, in the order the schema declares the kinds.
  for (const [tipo, titulo, file, nombre] of [
    ['foto', 'Armado de zapata Z-1', pngImage(), 'zapata.png'],
    ['generador', 'Generador de acero en columnas', PDF_FILE, 'generador-acero.pdf'],
  ] as const) {
    const body = new FormData();
    body.append('titulo', titulo);
    body.append('tipo', tipo);
    body.append('file', new Blob([new Uint8Array(file)]), nombre);
    const anexo = await server.request(`${API}/${estimacionId}/anexo`, { method: 'POST', token: admin, body });
    expect(anexo.status).toBe(201);
  }
});

afterAll(() => server?.close());

const bajar = (formato: 'pdf' | 'xlsx', token = admin) =>
  server.request(`${API}/${estimacionId}/${formato}`, { token });

describe('the estimacion as a PDF', () => {
  it('reads the folio, each partida under its subtotal, the alcance liquido in words and who signs', async () => {
    const res = await bajar('pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Estimacion 1 Puente Sonora.pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf);
    expect(text).toContain('Estimacion 1');
    expect(text).toContain('Periodo: 01/03/2026 al 15/03/2026');
    // importe 249,784.74; amortización 30 % 74,935.42; subtotal 174,849.32; IVA 27,975.89; 5 al millar
    // of the importe 1,248.92; fondo 5 % of the subtotal 8,742.47; pena 1,000.00: neto 191,833.82.
    expect(text).toContain('Alcance liquido $191,833.82');
    expect(text).toContain('SON: CIENTO NOVENTA Y UN MIL OCHOCIENTOS TREINTA Y TRES PESOS 82/100 M.N.');
    expect(text).toContain('Subtotal Sin partida $250.00');
    expect(text).toContain('Subtotal 01 $49,534.74');
    expect(text).toContain('Subtotal 02 $200,000.00');
    // In the presupuesto's order: what names no partida first, then 01 and 02, whatever the lines' order.
    expect(text.indexOf('LIM-03')).toBeLessThan(text.indexOf('CIM-01'));
    expect(text.indexOf('CIM-01')).toBeLessThan(text.indexOf('EST-02'));
    expect(text).toContain('ESTADO DE CUENTA DEL CONTRATO');
    expect(text).toContain('ANEXOS: NUMEROS GENERADORES Y REPORTE FOTOGRAFICO');
    expect(text).toContain('Numeros generadores Generador de acero en columnas generador-acero.pdf');
    expect(text).toContain('Reporte fotografico Armado de zapata Z-1 zapata.png');
    expect(text.indexOf('generador-acero.pdf')).toBeLessThan(text.indexOf('zapata.png'));
    expect(text).toContain('Contratista');
    expect(text).toContain(clienteNombre);
  });

  it('is 404 for another sucursal and 403 without the permiso', async () => {
    expect((await bajar('pdf', ajeno)).status).toBe(404);
    expect((await bajar('xlsx', ajeno)).status).toBe(404);
    expect((await bajar('pdf', sinPermiso)).status).toBe(403);
    expect((await bajar('xlsx', sinPermiso)).status).toBe(403);
  });
});

async function hojas(res: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const filas = (nombre: string) => {
    const rows: unknown[][] = [];
    workbook.getWorksheet(nombre)?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    return rows;
  };
  return { nombres: workbook.worksheets.map((w) => w.name), filas, hoja: (n: string) => workbook.getWorksheet(n) };
}

/** A row that sums a partida or the estimación: its label and its importe, nothing between. */
const suma = (label: string, importe: number) => [undefined, label, ...Array(7).fill(undefined), importe];

describe('the estimacion as a workbook', () => {
  it('has the caratula to the cent, as numbers', async () => {
    const res = await bajar('xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Estimacion 1 Puente Sonora.xlsx');
    const { nombres, filas } = await hojas(res);
    expect(nombres).toEqual(['Caratula', 'Detalle', 'Estado de cuenta']);
    const importes = filas('Caratula')
      .filter((f) => typeof f[2] === 'number')
      .map((f) => [f[0], f[2]]);
    expect(importes).toEqual([
      ['Importe de la estimacion', 249784.74],
      ['(-) Amortizacion del anticipo', 74935.42],
      ['Subtotal', 174849.32],
      ['(+) IVA 16 %', 27975.89],
      ['(-) 5 al millar (0.5 % del importe)', 1248.92],
      ['(-) Fondo de garantia (5 % del subtotal)', 8742.47],
      ['(-) Pena convencional por atraso', 1000],
      ['Alcance liquido', 191833.82],
    ]);
    expect(filas('Caratula')).toContainEqual([
      'Importe con letra',
      'SON: CIENTO NOVENTA Y UN MIL OCHOCIENTOS TREINTA Y TRES PESOS 82/100 M.N.',
    ]);
  });

  it('has the detalle grouped by partida with every column and each subtotal, no formula', async () => {
    const { filas, hoja } = await hojas(await bajar('xlsx'));
    const detalle = filas('Detalle');
    expect(detalle).toEqual([
      [
        'Clave',
        'Descripcion',
        'Unidad',
        'Contratado',
        'Estimado anterior',
        'Esta estimacion',
        'Acumulado',
        'Por estimar',
        'P.U.',
        'Importe',
      ],
      [undefined, 'Sin partida'],
      ['LIM-03', 'Limpieza final de obra', 'm3', 10, 0, 2.5, 2.5, 7.5, 100, 250],
      suma('Subtotal Sin partida', 250),
      ['01', 'Cimentacion'],
      ['CIM-01', 'Concreto f´c=250 en zapatas', 'm3', 100, 0, 40.1234, 40.1234, 59.8766, 1234.56, 49534.74],
      suma('Subtotal 01', 49534.74),
      ['02', 'Estructura'],
      ['EST-02', LARGA, 'm3', 250.5, 0, 100, 100, 150.5, 2000, 200000],
      suma('Subtotal 02', 200000),
      suma('Importe de la estimacion', 249784.74),
    ]);
    // A partida folds its lines: they are one level under it.
    const sheet = hoja('Detalle');
    expect([3, 4, 5].map((n) => sheet?.getRow(n).outlineLevel ?? 0)).toEqual([1, 0, 0]);
  });

  it('has the estado de cuenta del contrato', async () => {
    const { filas } = await hojas(await bajar('xlsx'));
    const estado = Object.fromEntries(filas('Estado de cuenta').map((f) => [f[0], f[2]]));
    expect(estado).toMatchObject({
      'Monto contratado': 625456,
      'Estimado acumulado (39.94 %)': 249784.74,
      'Anticipo otorgado': 187636.8,
      'Anticipo amortizado': 74935.42,
      'Anticipo por amortizar': 112701.38,
      'Retenido: 5 al millar': 1248.92,
      'Retenido: Fondo de garantia': 8742.47,
      Deducciones: 1000,
    });
  });
});

describe('the estimaciones of an obra as a named query', () => {
  const consulta = (token: string, id = obraId) =>
    server.request('/api/data/paged', {
      method: 'POST',
      token,
      json: { query: 'estimacionesObra', params: { obraId: id } },
    });

  it('answers each with its periodo, status and caratula', async () => {
    const res = await consulta(admin);
    expect(res.status).toBe(200);
    expect((await res.json()).content).toEqual([
      {
        id: estimacionId,
        folio: 1,
        fecha: '2026-03-15',
        periodoDel: '2026-03-01',
        periodoAl: '2026-03-15',
        tipo: 'normal',
        status: 'creada',
        importe: 249784.74,
        amortizacion: 74935.42,
        subtotal: 174849.32,
        iva: 27975.89,
        totalRetenciones: 9991.39,
        totalDeducciones: 1000,
        neto: 191833.82,
        facturaId: null,
      },
    ]);
  });

  it('is 404 for an obra of another sucursal and 403 without the permiso', async () => {
    expect((await consulta(ajeno)).status).toBe(404);
    expect((await consulta(sinPermiso)).status).toBe(403);
  });
});
