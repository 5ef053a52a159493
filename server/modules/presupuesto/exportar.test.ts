/**
 * The presupuesto exported over HTTP: an .xlsx with the tree as grouped rows, subtotals and total as
 * numbers, that imports back to the same presupuesto; a letter PDF; both only for who sees the obra.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertObra } from '../obra/test-fixtures';
import { OPUS, OPUS_LEIDO, csv, grande } from './test-workbooks';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';

let server: TestServer;
let admin: string;
let ajeno: string;
let obraId: number;
let copiaId: number;
let grandeId: number;

const API = '/api/presupuesto';

function importar(id: number, archivo: Buffer, nombre: string, confirmar: boolean) {
  const form = new FormData();
  form.append('confirmar', String(confirmar));
  form.append('archivo', new Blob([new Uint8Array(archivo)]), nombre);
  return server.request(`${API}/obra/${id}/importar`, { method: 'POST', token: admin, body: form });
}

async function exportado(id: number, token = admin) {
  return server.request(`${API}/obra/${id}/exportar`, { token });
}

async function leer(body: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  return workbook.worksheets[0];
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  obraId = await insertObra(server.db, matriz, 'Torre Norte');
  copiaId = await insertObra(server.db, matriz, 'Torre Norte copia');
  grandeId = await insertObra(server.db, matriz, 'Hospital');
  ajeno = await tokenFor(server, { username: 'ajeno', sucursalId: otra, role: 'ROLE_ADMIN' });
  expect((await importar(obraId, csv(OPUS), 'opus.csv', true)).status).toBe(200);
});
afterAll(() => server.close());

describe('the presupuesto as .xlsx', () => {
  it('has the tree in order: partidas bold and folding their rows, conceptos under them, the total last', async () => {
    const res = await exportado(obraId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Presupuesto Torre Norte.xlsx');
    const hoja = await leer(await res.arrayBuffer());
    const filas: unknown[][] = [];
    hoja.eachRow((row) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      filas.push([row.outlineLevel ?? 0, row.font?.bold ?? false, values[0] ?? null, values[3] ?? null, values[5]]);
    });
    expect(filas).toEqual([
      [0, true, 'Clave', 'Cantidad', 'Importe'],
      [0, true, '01', null, 25100],
      [1, true, '01.01', null, 5100],
      [2, false, expect.any(String), expect.any(Number), expect.any(Number)],
      [2, false, expect.any(String), expect.any(Number), expect.any(Number)],
      [1, true, '01.02', null, 20000],
      [2, true, '01.02.01', null, 20000],
      [3, false, expect.any(String), expect.any(Number), 20000],
      [0, true, '02', null, 1234567.88],
      [1, false, expect.any(String), expect.any(Number), 1234567.88],
      [0, true, null, null, OPUS_LEIDO.total],
    ]);
  });

  it('imports back to the same presupuesto: its partidas, conceptos and total, without errors', async () => {
    const archivo = Buffer.from(await (await exportado(obraId)).arrayBuffer());
    const res = await importar(copiaId, archivo, 'Presupuesto Torre Norte.xlsx', false);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      partidas: OPUS_LEIDO.partidas,
      conceptos: OPUS_LEIDO.conceptos,
      total: OPUS_LEIDO.total,
      totalArchivo: OPUS_LEIDO.total,
      conErrores: 0,
    });
  });

  it('of 5,000 conceptos holds every one in order, read a batch at a time', async () => {
    expect((await importar(grandeId, csv(grande(50, 100)), 'grande.csv', true)).status).toBe(200);
    const hoja = await leer(await (await exportado(grandeId)).arrayBuffer());
    // Header, 50 partidas, 5,000 conceptos and the total.
    expect(hoja.rowCount).toBe(1 + 50 + 5000 + 1);
    expect(hoja.getRow(2).getCell(1).value).toBe('P1');
    expect(hoja.getRow(3).getCell(1).value).toBe('P1-1');
    expect(hoja.getRow(hoja.rowCount - 1).getCell(1).value).toBe('P50-100');
  });
});

describe('the presupuesto as PDF', () => {
  it('is a letter PDF named after the obra, pages enough for 5,000 conceptos', async () => {
    const res = await server.request(`${API}/obra/${grandeId}/pdf`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Presupuesto Hospital.pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(100);
  });
});

describe('the named query presupuestoObra', () => {
  it('pages the conceptos in order, each with its partida, money as numbers', async () => {
    const res = await server.request('/api/data/paged', {
      method: 'POST',
      token: admin,
      json: { query: 'presupuestoObra', params: { obraId }, page: 0, pageSize: 2 },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalElements).toBe(OPUS_LEIDO.conceptos);
    expect(body.content).toHaveLength(2);
    expect(body.content[0]).toMatchObject({ partida: { clave: '01.01' }, importe: expect.any(Number) });
  });
});

describe('access', () => {
  it("answers 404 for another sucursal's obra, both files", async () => {
    for (const ruta of ['exportar', 'pdf']) {
      const res = await server.request(`${API}/obra/${obraId}/${ruta}`, { token: ajeno });
      expect([ruta, res.status, (await res.json()).message]).toEqual([ruta, 404, OBRA_NO_ENCONTRADA]);
    }
  });
});
