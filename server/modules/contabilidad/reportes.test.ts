/**
 * The payables' printouts over HTTP: the Relación de pagos of a date (PDF to sign), its bank layout
 * (CSV), and the print of the pending and authorized lists; their amounts added in cents.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIN_CARGOS_EN_LA_FECHA } from '../../../schemas/payables';
import { cargo, proveedor } from '../../db/schema';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';
import { insertObra } from '../../domain/test-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { insertCargo, type CargoFixture } from '../pago/test-fixtures';
import { REFERENCIA_MAX, referencia } from './relacion';

const FECHA = '2026-03-20';
const CLABE = '012180001234567891';
const RFC = 'XAXX010101000';

let server: TestServer;
let usuario: string;
let otro: string;
let obraId: number;
let ajena: number;

const call = (path: string, token = usuario) => server.request(path, { token });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
const pdfOf = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
};

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  usuario = await tokenFor(server, { username: 'tesoreria', sucursalId: sucursales.matriz });
  otro = await tokenFor(server, { username: 'tesoreria-otra', sucursalId: sucursales.otra });
  obraId = await insertObra(server, sucursales.matriz);
  ajena = await insertObra(server, sucursales.otra);
  const aceros = await insertProveedor(server, 'Aceros del Yaqui');
  await server.db.update(proveedor).set({ clabe: CLABE }).where(eq(proveedor.id, aceros));
  const cementos = await insertProveedor(server, 'Cementos del Mayo');
  const fletes = await insertProveedor(server, '=Fletes, "Rapidos"');
  const cargoDe = (proveedorId: number, monto: string, extra: Partial<CargoFixture> = {}) =>
    insertCargo(server.db, { obraId, sucursalId: sucursales.matriz, proveedorId, monto, fechaPago: FECHA, ...extra });
  await cargoDe(aceros, '1000.10', { folio: 81, promesaPago: '2026-03-15' });
  await cargoDe(aceros, '234.45', { folio: 82, tipo: 'GASTO' });
  // Amounts a float sum gets wrong: 0.1 + 0.2.
  await cargoDe(cementos, '0.10', { folio: 7 });
  await cargoDe(cementos, '0.20', { folio: 8 });
  // A nota de crédito left 450.00 of 500.00 to pay.
  const acreditado = await cargoDe(fletes, '500.00', { folio: 5 });
  await server.db.update(cargo).set({ saldo: '450.00' }).where(eq(cargo.id, acreditado));
  // Not in the run: another date, not authorized, paid.
  await cargoDe(aceros, '999.99', { folio: 83, fechaPago: '2026-03-27' });
  await cargoDe(aceros, '50.00', { folio: 84, fechaPago: undefined });
  const pagado = await cargoDe(cementos, '70.00', { folio: 9 });
  await server.db.update(cargo).set({ saldo: '0' }).where(eq(cargo.id, pagado));
});
afterAll(() => server.close());

describe('GET /api/contabilidad/relacion', () => {
  it('prints the run by proveedor with account, documents, subtotals, the total in words and signatures', async () => {
    const res = await call(`/api/contabilidad/relacion?obraId=${obraId}&fechaPago=${FECHA}`);
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="Relacion de pagos ${FECHA}.pdf"`);
    const text = await pdfOf(res);
    for (const expected of [
      'RELACION DE PAGOS',
      'Obra: Bodega en curso',
      'Fecha de pago: 20/03/2026',
      'Aceros del Yaqui',
      `RFC: ${RFC} CLABE: ${CLABE}`,
      'Cementos del Mayo',
      '=Fletes, "Rapidos"',
      'Compra 81 02/03/2026 15/03/2026 $1,000.10',
      'Gasto 82',
      'Subtotal $1,234.55',
      'Subtotal $0.30',
      'Subtotal $450.00',
      'Total $1,684.85',
      'SON: MIL SEISCIENTOS OCHENTA Y CUATRO PESOS 85/100 M.N.',
      'Elaboro',
      'Autorizo',
      'Tesoreria',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CLABE: RFC');
    for (const outside of ['$999.99', '$50.00', '$70.00', '$500.00']) expect(text).not.toContain(outside);
  });

  it("answers 404 for a date without charges and for another sucursal's obra, 400 for a bad date", async () => {
    await expectError(
      await call(`/api/contabilidad/relacion?obraId=${obraId}&fechaPago=2026-04-01`),
      404,
      SIN_CARGOS_EN_LA_FECHA,
    );
    await expectError(
      await call(`/api/contabilidad/relacion?obraId=${obraId}&fechaPago=${FECHA}`, otro),
      404,
      OBRA_NO_ENCONTRADA,
    );
    await expectError(
      await call(`/api/contabilidad/relacion?obraId=${ajena}&fechaPago=${FECHA}`),
      404,
      OBRA_NO_ENCONTRADA,
    );
    await expectError(
      await call(`/api/contabilidad/relacion?obraId=${obraId}&fechaPago=2026-02-31`),
      400,
      'Ingrese una fecha valida..',
    );
  });
});

describe('GET /api/contabilidad/layout', () => {
  it('answers a CSV row per proveedor: its CLABE, the saldo as a plain decimal, a reference of its folios', async () => {
    const res = await call(`/api/contabilidad/layout?obraId=${obraId}&fechaPago=${FECHA}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename="Layout bancario ${FECHA}.csv"`);
    const [header, ...rows] = (await res.text()).split('\r\n');
    expect(header).toBe('Proveedor,RFC,CLABE,Importe,Referencia,Concepto');
    // The database's collation orders '=Fletes' by its punctuation or not: the rows are compared as a set.
    expect(rows.sort()).toEqual(
      [
        '',
        `Aceros del Yaqui,${RFC},${CLABE},1234.55,PAGO ${FECHA} F81/82,PAGO OBRA Bodega en curso`,
        `Cementos del Mayo,${RFC},,0.30,PAGO ${FECHA} F7/8,PAGO OBRA Bodega en curso`,
        `"'=Fletes, ""Rapidos""",${RFC},,450.00,PAGO ${FECHA} F5,PAGO OBRA Bodega en curso`,
      ].sort(),
    );
  });

  it('keeps the reference within the bank field, marking the folios left out', () => {
    const folios = Array.from({ length: 12 }, (_, i) => 100001 + i);
    const text = referencia(FECHA, folios);
    expect(text.length).toBeLessThanOrEqual(REFERENCIA_MAX);
    expect(text).toBe(`PAGO ${FECHA} F100001/100002/100003+`);
    expect(referencia(FECHA, [2147483647])).toBe(`PAGO ${FECHA} F2147483647`);
  });

  it("answers 404 for a date without charges and for another sucursal's obra, 400 for a bad date", async () => {
    await expectError(
      await call(`/api/contabilidad/layout?obraId=${obraId}&fechaPago=2026-04-01`),
      404,
      SIN_CARGOS_EN_LA_FECHA,
    );
    await expectError(
      await call(`/api/contabilidad/layout?obraId=${obraId}&fechaPago=${FECHA}`, otro),
      404,
      OBRA_NO_ENCONTRADA,
    );
    await expectError(
      await call(`/api/contabilidad/layout?obraId=${obraId}&fechaPago=20-03-2026`),
      400,
      'Ingrese una fecha valida..',
    );
  });
});

describe('GET /api/contabilidad/cargos/reporte', () => {
  it('prints the unauthorized list with its title, columns and totals', async () => {
    const res = await call(`/api/contabilidad/cargos/reporte?obraId=${obraId}&authorized=false`);
    expect(res.headers.get('content-disposition')).toBe('inline; filename="Cuentas por Pagar - No Autorizadas.pdf"');
    const text = await pdfOf(res);
    for (const expected of [
      'Cuentas por Pagar - No Autorizadas',
      'Obra: Bodega en curso',
      'Cargos: 1',
      'Compra 84 02/03/2026 Aceros del Yaqui $50.00 $50.00 02/03/2026',
      'Total monto $50.00',
      'Total saldo $50.00',
    ])
      expect(text).toContain(expected);
  });

  it('prints the authorized list: monto and saldo of every unpaid charge, the payment dates', async () => {
    const text = await pdfOf(await call(`/api/contabilidad/cargos/reporte?obraId=${obraId}&authorized=true`));
    for (const expected of [
      'Cuentas por Pagar - Autorizadas',
      'Cargos: 6',
      '=Fletes, "Rapidos" $500.00 $450.00',
      '27/03/2026',
      'Total monto $2,734.84',
      'Total saldo $2,684.84',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('$70.00');
  });

  it("answers 400 without the authorized flag and 404 for another sucursal's obra", async () => {
    expect((await call(`/api/contabilidad/cargos/reporte?obraId=${obraId}`)).status).toBe(400);
    await expectError(
      await call(`/api/contabilidad/cargos/reporte?obraId=${obraId}&authorized=true`, otro),
      404,
      OBRA_NO_ENCONTRADA,
    );
  });
});
