/**
 * The Historial de Compras over HTTP: GET /api/compra/historial (groups by proveedor and the total),
 * the named query historialCompras (a group's compras, paged) and GET /api/compra/historial/excel
 * (the workbook, read back with exceljs). Money is compared in cents.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../../schemas/money';
import { compra as compraTable } from '../../db/schema';
import { PDF_FILE } from '../../files/test-files';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { LOTE_EXCEL } from './historial-excel';
import { compraValida, subirComprobante } from './test-fixtures';
import { RANGO_INVERTIDO } from '../../../schemas/purchasing';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';

// compraValida's lines: subtotal 3953.66, IVA 612.59, total 4566.25.
const SUB = 395366n;
const IVA = 61259n;
const TOTAL = 456625n;
// The nota de crédito below: one line of 100.00 at 16 %.
const NOTA = 11600n;

let server: TestServer;
let usuario: string;
let obraId: number;
let otraObra: number;
let matriz: number;
const proveedores = { aceros: 0, yaqui: 0, formula: 0 };
/** The applied compras by name: their id and folio. */
const c: Record<'a1' | 'a2' | 'y1' | 'f1', { id: number; folio: number; folioProveedor: string }> = {} as never;

const call = (path: string, token = usuario) => server.request(path, { token });
const paged = (params: Record<string, unknown>, page = 0, pageSize = 10, token = usuario) =>
  server.request('/api/data/paged', {
    method: 'POST',
    token,
    json: { query: 'historialCompras', params, page, pageSize },
  });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

async function compra(proveedorId: number, fecha: string, aplicar = true) {
  const created = await server.request('/api/compra', {
    method: 'POST',
    token: usuario,
    json: { ...compraValida(obraId, proveedorId), fecha },
  });
  expect(created.status).toBe(201);
  const { id, folio, folioProveedor } = await created.json();
  if (aplicar) {
    expect((await subirComprobante(server, `/api/compra/${id}`, usuario)).status).toBe(200);
    expect((await server.request(`/api/compra/${id}/aplicar`, { method: 'POST', token: usuario })).status).toBe(200);
  }
  return { id: id as number, folio: folio as number, folioProveedor: folioProveedor as string };
}

/** An applied nota de crédito of 116.00 on the compra: its charge's saldo goes down by as much. */
async function notaAplicada(compraId: number) {
  const res = await server.request('/api/notaCredito', {
    method: 'POST',
    token: usuario,
    json: {
      compraId,
      fecha: '2025-03-25',
      folioProveedor: 'NC-1',
      notaCreditoDetalle: [
        {
          cantidadSurtida: 1,
          nombre: 'Varilla',
          descripcion: 'Devuelta',
          unidadMedida: 'pza',
          precioUnitario: 100,
          tasaiva: 0.16,
        },
      ],
    },
  });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  expect((await subirComprobante(server, `/api/notaCredito/${id}`, usuario, PDF_FILE)).status).toBe(200);
  const applied = await server.request('/api/notaCredito/aplicar', { method: 'PATCH', token: usuario, json: { id } });
  expect(applied.status).toBe(200);
}

const sumas = (n: number, saldo: bigint, compras = n) => ({
  compras,
  subTotal: fromCents(SUB * BigInt(n)),
  iva: fromCents(IVA * BigInt(n)),
  total: fromCents(TOTAL * BigInt(n)),
  saldo: fromCents(saldo),
});

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  matriz = sucursales.matriz;
  const otra = sucursales.otra;
  usuario = await tokenFor(server, { username: 'historial', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  otraObra = await insertObra(server, otra);
  proveedores.aceros = await insertProveedor(server, 'Aceros Pitic');
  proveedores.yaqui = await insertProveedor(server, 'Materiales Yaqui');
  proveedores.formula = await insertProveedor(server, '=HYPERLINK("http://x.mx","Pagar")');
  c.a1 = await compra(proveedores.aceros, '2025-03-04');
  c.a2 = await compra(proveedores.aceros, '2025-04-10');
  await compra(proveedores.aceros, '2025-04-11', false);
  c.y1 = await compra(proveedores.yaqui, '2025-03-20');
  c.f1 = await compra(proveedores.formula, '2025-05-01');
  await notaAplicada(c.y1.id);
});
afterAll(() => server.close());

const grupo = (id: number, nombre: string, n: number, saldo: bigint) => ({
  proveedor: { id, nombre },
  ...sumas(n, saldo),
});

describe('GET /api/compra/historial', () => {
  it('groups the applied compras by proveedor with their sums, saldo after a nota, and the grand total', async () => {
    const res = await call(`/api/compra/historial?obraId=${obraId}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.grupos).toHaveLength(3);
    expect(body.grupos).toEqual(
      expect.arrayContaining([
        grupo(proveedores.aceros, 'Aceros Pitic', 2, TOTAL * 2n),
        grupo(proveedores.yaqui, 'Materiales Yaqui', 1, TOTAL - NOTA),
        grupo(proveedores.formula, '=HYPERLINK("http://x.mx","Pagar")', 1, TOTAL),
      ]),
    );
    const nombres = body.grupos.map((g: { proveedor: { nombre: string } }) => g.proveedor.nombre);
    expect(nombres.indexOf('Aceros Pitic')).toBeLessThan(nombres.indexOf('Materiales Yaqui'));
    // The creado compra of Aceros is left out: 4 applied compras.
    expect(body.total).toEqual(sumas(4, TOTAL * 4n - NOTA));
  });

  it('narrows to one proveedor and to a range of fechas, both ends included', async () => {
    const deAceros = await (
      await call(`/api/compra/historial?obraId=${obraId}&proveedorId=${proveedores.aceros}`)
    ).json();
    expect(deAceros).toEqual({
      grupos: [grupo(proveedores.aceros, 'Aceros Pitic', 2, TOTAL * 2n)],
      total: sumas(2, TOTAL * 2n),
    });
    const rango = await (await call(`/api/compra/historial?obraId=${obraId}&desde=2025-03-20&hasta=2025-04-10`)).json();
    expect(rango).toEqual({
      grupos: [
        grupo(proveedores.aceros, 'Aceros Pitic', 1, TOTAL),
        grupo(proveedores.yaqui, 'Materiales Yaqui', 1, TOTAL - NOTA),
      ],
      total: sumas(2, TOTAL * 2n - NOTA),
    });
    const vacio = await (await call(`/api/compra/historial?obraId=${obraId}&desde=2026-01-01`)).json();
    expect(vacio).toEqual({ grupos: [], total: sumas(0, 0n) });
  });

  it('answers 404 for an obra of another sucursal and 400 for a missing obra, a bad date or a backward range', async () => {
    await expectError(await call(`/api/compra/historial?obraId=${otraObra}`), 404, OBRA_NO_ENCONTRADA);
    await expectError(await call(`/api/compra/historial/excel?obraId=${otraObra}`), 404, OBRA_NO_ENCONTRADA);
    await expectError(await paged({ obraId: otraObra }), 404, OBRA_NO_ENCONTRADA);
    expect((await call('/api/compra/historial')).status).toBe(400);
    expect((await call('/api/compra/historial/excel')).status).toBe(400);
    await expectError(
      await call(`/api/compra/historial?obraId=${obraId}&desde=31/02/2026`),
      400,
      'Ingrese una fecha valida..',
    );
    await expectError(
      await call(`/api/compra/historial?obraId=${obraId}&hasta=2026-02-31`),
      400,
      'Ingrese una fecha valida..',
    );
    await expectError(
      await call(`/api/compra/historial/excel?obraId=${obraId}&desde=2026-13-01`),
      400,
      'Ingrese una fecha valida..',
    );
    await expectError(
      await paged({ obraId, desde: '31/02/2026' }),
      400,
      'El parametro desde debe ser una fecha YYYY-MM-DD..',
    );
    await expectError(await paged({ proveedorId: proveedores.aceros }), 400, 'Falta el parametro obraId..');
    // A range that runs backwards is refused by all three, not answered empty.
    const invertido = 'desde=2026-03-01&hasta=2026-02-01';
    await expectError(await call(`/api/compra/historial?obraId=${obraId}&${invertido}`), 400, RANGO_INVERTIDO);
    await expectError(await call(`/api/compra/historial/excel?obraId=${obraId}&${invertido}`), 400, RANGO_INVERTIDO);
    await expectError(await paged({ obraId, desde: '2026-03-01', hasta: '2026-02-01' }), 400, RANGO_INVERTIDO);
  });

  it('admits the Historial de Compras or the Compras permiso, and answers 403 without both', async () => {
    const sinNinguno = await tokenFor(server, {
      username: 'h-sin',
      sucursalId: matriz,
      denied: ['/compras/historial', '/compra'],
    });
    const soloHistorial = await tokenFor(server, { username: 'h-historial', sucursalId: matriz, denied: ['/compra'] });
    const soloCompras = await tokenFor(server, {
      username: 'h-compras',
      sucursalId: matriz,
      denied: ['/compras/historial'],
    });
    const rutas = [`/api/compra/historial?obraId=${obraId}`, `/api/compra/historial/excel?obraId=${obraId}`];
    for (const ruta of rutas) {
      expect([ruta, (await call(ruta, sinNinguno)).status]).toEqual([ruta, 403]);
      expect([ruta, (await call(ruta, soloHistorial)).status]).toEqual([ruta, 200]);
      expect([ruta, (await call(ruta, soloCompras)).status]).toEqual([ruta, 200]);
    }
    expect((await paged({ obraId }, 0, 10, sinNinguno)).status).toBe(403);
    expect((await paged({ obraId }, 0, 10, soloHistorial)).status).toBe(200);
    // The compra editor stays closed to the history's own permiso.
    expect((await call(`/api/compra/${c.a1.id}`, soloHistorial)).status).toBe(403);
  });
});

describe('historialCompras (named query)', () => {
  const fila = (
    compra: { id: number; folio: number; folioProveedor: string },
    fecha: string,
    id: number,
    nombre: string,
    saldo = TOTAL,
  ) => ({
    id: compra.id,
    folio: compra.folio,
    fecha,
    folioProveedor: compra.folioProveedor,
    proveedor: { id, nombre },
    subTotal: fromCents(SUB),
    iva: fromCents(IVA),
    total: fromCents(TOTAL),
    saldo: fromCents(saldo),
  });

  it("pages a proveedor's applied compras, recent first", async () => {
    const first = await paged({ obraId, proveedorId: proveedores.aceros }, 0, 1);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      content: [fila(c.a2, '2025-04-10', proveedores.aceros, 'Aceros Pitic')],
      totalElements: 2,
      page: 0,
      pageSize: 1,
    });
    const second = await (await paged({ obraId, proveedorId: proveedores.aceros }, 1, 1)).json();
    expect(second.content).toEqual([fila(c.a1, '2025-03-04', proveedores.aceros, 'Aceros Pitic')]);
  });

  it('lists every applied compra of the obra within the fechas, with its saldo', async () => {
    const all = await (await paged({ obraId })).json();
    expect(all.content.map((row: { id: number }) => row.id)).toEqual([c.f1.id, c.a2.id, c.y1.id, c.a1.id]);
    expect(all.totalElements).toBe(4);
    expect(all.content[2]).toEqual(fila(c.y1, '2025-03-20', proveedores.yaqui, 'Materiales Yaqui', TOTAL - NOTA));
    const rango = await (await paged({ obraId, desde: '2025-03-20', hasta: '2025-04-10' })).json();
    expect(rango.content.map((row: { id: number }) => row.id)).toEqual([c.a2.id, c.y1.id]);
  });
});

describe('GET /api/compra/historial/excel', () => {
  const MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';

  async function workbook(query = '') {
    const res = await call(`/api/compra/historial/excel?obraId=${obraId}${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Historial%20de%20Compras.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    return book.getWorksheet('Historial de Compras')!;
  }

  const valores = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);
  const fecha = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const pesos = (cents: bigint) => fromCents(cents);

  it('writes each group, its compras and the grand total, amounts as numbers in currency format', async () => {
    const sheet = await workbook();
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => rows.push(row));
    expect(valores(rows[0])).toEqual([
      'Proveedor',
      'Compras',
      'Folio',
      'Fecha',
      'Folio Proveedor',
      'Subtotal',
      'IVA',
      'Total',
      'Saldo',
    ]);
    const { grupos } = await (await call(`/api/compra/historial?obraId=${obraId}`)).json();
    const compraRow = (compra: { folio: number; folioProveedor: string }, dia: string, saldo = TOTAL) => [
      undefined,
      undefined,
      compra.folio,
      fecha(dia),
      compra.folioProveedor,
      pesos(SUB),
      pesos(IVA),
      pesos(TOTAL),
      pesos(saldo),
    ];
    const bajo: Record<number, unknown[][]> = {
      [proveedores.aceros]: [compraRow(c.a2, '2025-04-10'), compraRow(c.a1, '2025-03-04')],
      [proveedores.yaqui]: [compraRow(c.y1, '2025-03-20', TOTAL - NOTA)],
      [proveedores.formula]: [compraRow(c.f1, '2025-05-01')],
    };
    type G = {
      proveedor: { id: number; nombre: string };
      compras: number;
      subTotal: number;
      iva: number;
      total: number;
      saldo: number;
    };
    const texto = (nombre: string) => (nombre.startsWith('=') ? `'${nombre}` : nombre);
    const expected = (grupos as G[]).flatMap((g) => [
      [texto(g.proveedor.nombre), g.compras, undefined, undefined, undefined, g.subTotal, g.iva, g.total, g.saldo],
      ...bajo[g.proveedor.id],
    ]);
    expected.push([
      'Total',
      4,
      undefined,
      undefined,
      undefined,
      pesos(SUB * 4n),
      pesos(IVA * 4n),
      pesos(TOTAL * 4n),
      pesos(TOTAL * 4n - NOTA),
    ]);
    expect(rows.slice(1).map(valores)).toEqual(expected);

    // Group and total rows are bold; the compras fold under their group.
    const heading = rows.slice(1).map((row) => [Boolean(row.font?.bold), row.outlineLevel ?? 0]);
    expect(heading.filter(([bold]) => bold)).toHaveLength(4);
    expect(heading.filter(([bold, level]) => !bold && level === 1)).toHaveLength(4);
    const total = rows[rows.length - 1];
    for (const col of [6, 7, 8, 9]) {
      expect(typeof total.getCell(col).value).toBe('number');
      expect(total.getCell(col).numFmt).toBe(MONEY_FORMAT);
    }
    expect(rows[2].getCell(4).numFmt).toBe('dd/mm/yyyy');
  });

  it('stores a proveedor named like a formula as text, never as a formula', async () => {
    const sheet = await workbook(`&proveedorId=${proveedores.formula}`);
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.value).toBe('\'=HYPERLINK("http://x.mx","Pagar")');
    expect(sheet.rowCount).toBe(4);
  });

  it('reads a large obra in batches: every compra once, recent first, across batch edges on one fecha', async () => {
    const grande = await insertObra(server, matriz);
    const n = LOTE_EXCEL * 2 + 1;
    // Ten compras a day: batch edges fall inside a day, where the folio orders them.
    await server.db.insert(compraTable).values(
      Array.from({ length: n }, (_, i) => ({
        folio: 500_000 + i,
        fecha: `2025-01-${String(1 + (Math.floor(i / 10) % 28)).padStart(2, '0')}`,
        proveedorId: proveedores.yaqui,
        status: 'aplicado' as const,
        subTotal: '1.00',
        iva: '0.16',
        total: '1.16',
        obraId: grande,
        sucursalId: matriz,
      })),
    );
    const res = await call(`/api/compra/historial/excel?obraId=${grande}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Historial de Compras')!;
    expect(sheet.rowCount).toBe(n + 3);
    expect(valores(sheet.getRow(2)).slice(0, 2)).toEqual(['Materiales Yaqui', n]);
    const claves = Array.from({ length: n }, (_, i) => {
      const row = sheet.getRow(i + 3);
      return [(row.getCell(4).value as Date).toISOString().slice(0, 10), row.getCell(3).value as number] as const;
    });
    const ordenadas = [...claves].sort(([fa, a], [fb, b]) => fb.localeCompare(fa) || b - a);
    expect(claves).toEqual(ordenadas);
    expect(new Set(claves.map(([, folio]) => folio)).size).toBe(n);
    expect(valores(sheet.getRow(n + 3)).slice(0, 2)).toEqual(['Total', n]);
    expect(sheet.getRow(n + 3).getCell(8).value).toBe(fromCents(116n * BigInt(n)));
  });

  it('follows the filters: a range of fechas', async () => {
    const sheet = await workbook('&desde=2025-04-01&hasta=2025-04-30');
    expect(sheet.rowCount).toBe(4);
    expect(valores(sheet.getRow(2)).slice(0, 2)).toEqual(['Aceros Pitic', 1]);
    expect(valores(sheet.getRow(4))).toEqual([
      'Total',
      1,
      undefined,
      undefined,
      undefined,
      pesos(SUB),
      pesos(IVA),
      pesos(TOTAL),
      pesos(TOTAL),
    ]);
  });
});
