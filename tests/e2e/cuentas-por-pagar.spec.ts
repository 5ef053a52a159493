/**
 * The week's payables of an obra, against the real server on the demo data: two charges of one
 * proveedor authorized for today, the cash plan shows what today needs, Registro de Pago pays them
 * once, and the payment is found in the history, with what it paid, and exported to Excel (read back
 * here). The payment run of another date prints as the Relacion de pagos (PDF) and the bank layout (CSV).
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { chooseObra, expect, loginAsAdmin, test } from './support';

const PROVEEDOR = 'Materiales y Agregados del Noroeste';
/** Today in the business's time zone, as the date picker shows it. */
const HOY = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Hermosillo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

test('dos cargos autorizados, el plan del dia, pagados una vez, en el historial y en Excel', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'bahia de kino', /Remodelacion Hotel Bahia de Kino/);

  await page.getByRole('menuitem', { name: 'Cuentas por Pagar' }).click();
  await page.getByRole('menuitem', { name: 'Pendientes' }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas por Pagar - No Autorizadas' })).toBeVisible();
  for (const folio of ['3101', '3114']) {
    const row = page.getByRole('row', { name: new RegExp(`Gasto ${folio}`) });
    // The picker starts at the promesa de pago (today once it is past); both are paid today.
    await row.getByRole('textbox', { name: 'Fecha de Pago' }).fill(HOY);
    await row.getByRole('button', { name: 'Autorizar' }).click();
    await expect(page.getByText(new RegExp(`Se autorizo el pago de Gasto #${folio}`))).toBeVisible();
    await expect(row).toHaveCount(0);
  }

  await page.getByRole('menuitem', { name: 'Autorizadas' }).click();
  const plan = page
    .getByRole('region', { name: 'Plan de pagos' })
    .or(page.getByRole('table', { name: 'Plan de pagos' }));
  await expect(plan.first()).toContainText(PROVEEDOR);
  await expect(plan.first()).toContainText('$25,984.50');
  await expect(page.getByRole('row', { name: /Gasto 3101/ })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Registro de Pago' }).click();
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('materiales');
  await page.getByRole('option', { name: PROVEEDOR }).click();
  await expect(page.getByRole('row', { name: /3101/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /3114/ })).toBeVisible();
  await expect(page.getByText('$25,984.50').first()).toBeVisible();
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByText('Pago registrado por $25,984.50')).toBeVisible();
  await expect(page.getByRole('row', { name: /3101/ })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Historial de Pagos' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill('materiales');
  const pagado = page.getByRole('row', { name: new RegExp(`${PROVEEDOR}.*\\$25,984\\.50`) });
  await expect(pagado).toHaveCount(1);
  await pagado.getByRole('link').click();
  const cargos = page.getByRole('table', { name: 'Cargos pagados' });
  await expect(cargos).toContainText('3101');
  await expect(cargos).toContainText('3114');
  await page.goBack();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Historial de Pagos.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Folio',
    'Fecha',
    'Proveedor',
    'Forma de Pago',
    'Descripcion',
    'Importe',
  ]);
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  expect(rows.find((row) => row[3] === PROVEEDOR)?.[6]).toBe(25984.5);

  // The payment run of the other authorized date (gasto 5520, in two days): signed on paper, sent to the bank.
  await page.getByRole('menuitem', { name: 'Autorizadas' }).click();
  // Today's day left the plan with the payment: one date is left.
  await expect(page.getByRole('button', { name: /^Relacion de pagos del / })).toHaveCount(1);
  const relacion = page.waitForResponse((res) => res.url().includes('/api/contabilidad/relacion?'));
  const ventana = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Relacion de pagos del / }).click();
  const pdf = await relacion;
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  // The PDF opens in its own window, from the bytes fetched with the token.
  await (await ventana).waitForURL(/^blob:/);
  const layout = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Layout bancario del / }).click();
  const csv = await layout;
  expect(csv.suggestedFilename()).toMatch(/^Layout bancario \d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Proveedor,RFC,CLABE,Importe,Referencia,Concepto');
  expect(lines[1]).toMatch(/^Cementos y Concretos de Sonora,CCS980723QH4,,12180\.00,PAGO \S+ F5520,/);
});
