/**
 * The Historial de Pagos workbook reads the pagos in keyset batches (issue 31 item 13): more
 * pagos than a batch come out once each, recent first, as the page lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { pago } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { LOTE_EXCEL } from './excel';

// Two batches and a part, with fechas shared by many pagos so the keyset's id breaks the ties.
const PAGOS = LOTE_EXCEL * 2 + 37;

let server: TestServer;
let usuario: string;
let obraId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { matriz } = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'pagos-excel', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  const proveedorId = await insertProveedor(server, 'Aceros del Yaqui');
  await server.db.insert(pago).values(
    Array.from({ length: PAGOS }, (_, i) => ({
      status: 'pagado' as const,
      obraId,
      sucursalId: matriz,
      folio: i + 1,
      fecha: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
      formaPago: 'Transferencia' as const,
      proveedorId,
      total: `${100 + i}.50`,
    })),
  );
});
afterAll(() => server.close());

describe('GET /api/pago/historial/excel', () => {
  it(`writes all ${PAGOS} pagos once each, recent first, across its batches`, async () => {
    const res = await server.request(`/api/pago/historial/excel?obraId=${obraId}`, { token: usuario });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(PAGOS + 1);
    const folios: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) folios.push(row.getCell(1).value as number);
    });
    // fecha descending, then id (= folio here) descending.
    const expected = Array.from({ length: PAGOS }, (_, i) => i + 1).sort(
      (a, b) => ((b - 1) % 28) - ((a - 1) % 28) || b - a,
    );
    expect(folios).toEqual(expected);
    expect(sheet.getRow(2).getCell(6).value).toBe(100 + expected[0] - 1 + 0.5);
  });
});
