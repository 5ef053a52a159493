/**
 * The obra's numbers as a director and a buyer meet them, against the real server: an order above
 * what is left of the obra's Insumos budget shows its impact in the Autorizar dialog and needs a
 * written justification, which its history keeps; its compra is generated, given its comprobante and
 * applied; the obra's Insumos card turns red with the compra's total in its spending, and the
 * Historial de Compras lists it under its proveedor and takes it to Excel.
 */
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { comprobantePdf, expect, loginAsAdmin, test } from './support';

const OBRA = 'Local Comercial Centro Guaymas';
const PROVEEDOR = 'Aceros y Perfiles Pitic';
const FOLIO_PROVEEDOR = 'F-17001';
const JUSTIFICACION = 'Precio del cemento fijado antes del aumento de enero';
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const cell = (page: Page, column: string, row: number) => page.getByLabel(`${column}, renglón ${row}`, { exact: true });
const card = (page: Page, title: string, scope: Page | Locator = page) =>
  scope.locator('[data-color]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The amount a summary card shows beside `label`, in cents. */
async function amountOf(insumos: Locator, label: string): Promise<bigint> {
  const text = await insumos.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
  return BigInt((text ?? '').replace(/[$,.]/g, ''));
}

async function openSummary(page: Page) {
  await page.getByRole('menu').getByRole('menuitem', { name: 'Resumen', exact: true }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);
  await expect(card(page, 'Insumos')).toBeVisible();
}

test('una orden sobre el presupuesto: impacto, justificacion, compra aplicada, tarjeta en rojo, historial y Excel', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Seleccionar Obra...' }).click();
  await page.getByRole('dialog', { name: 'Seleccionar Obra...' }).getByRole('combobox').fill('centro guaymas');
  await page.getByRole('option', { name: new RegExp(OBRA) }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);
  const insumos = card(page, 'Insumos');
  await expect(insumos).not.toHaveAttribute('data-color', 'error');
  const ejercidoAntes = await amountOf(insumos, 'Ejercido');

  // An order of $812,000.00: more than what is left of the obra's Insumos.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Orden de Compra', exact: true }).click();
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: PROVEEDOR }).click();
  await page.getByRole('combobox', { name: 'Buscar producto' }).fill('cemento');
  await page.getByRole('option', { name: 'Cemento gris CPC 30R', exact: true }).click();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await cell(page, 'Cantidad', 1).fill('1000');
  await cell(page, 'Precio Unitario', 1).fill('700');
  await cell(page, 'Precio Unitario', 1).press('Tab');
  await expect(page.getByRole('table', { name: /Productos/ }).getByRole('row', { name: /^Total/ })).toContainText(
    '$812,000.00',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const created = page.getByText(/^Orden creada con folio #\d+$/);
  await expect(created).toBeVisible();
  const folio = (await created.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await page.getByLabel('Buscar').fill(folio);
  await page.getByRole('row', { name: new RegExp(`^${folio} `) }).click();
  await expect(page).toHaveURL(/\/orden-compra\/\d+\/editar$/);

  // Autorizar shows the Insumos card before and with the order, and asks why.
  await page.getByRole('button', { name: 'Autorizar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(card(page, 'Insumos antes de esta orden', dialog)).not.toHaveAttribute('data-color', 'error');
  await expect(card(page, 'Insumos con esta orden', dialog)).toHaveAttribute('data-color', 'error');
  await expect(dialog.getByText(/rebasa el presupuesto de Insumos por \$[\d,]+\.\d{2}/)).toBeVisible();
  const confirmar = dialog.getByRole('button', { name: 'Confirmar' });
  await expect(confirmar).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Justificacion/ }).fill(JUSTIFICACION);
  await shot(page, 'autorizar-sobre-presupuesto');
  await confirmar.click();
  await expect(page.getByText(`Se autorizo la Orden de Compra: #${folio}`)).toBeVisible();
  // The dialog fades out while the editor already shows the stored justification beside it.
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Justificacion')).toHaveValue(JUSTIFICACION);
  await page.getByRole('button', { name: 'Historial' }).click();
  await expect(page.getByRole('dialog').getByText(JUSTIFICACION)).toBeVisible();
  await page.keyboard.press('Escape');

  // Its compra, with the supplier's folio and comprobante, applied.
  await page.getByRole('button', { name: 'Generar Compra' }).click();
  await expect(page).toHaveURL(/\/compra\/\d+\/editar$/);
  const compraUrl = page.url();
  await page.locator('[name="folioProveedor"]').fill(FOLIO_PROVEEDOR);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/^Compra actualizada #\d+$/)).toBeVisible();
  await page.goto(compraUrl);
  await page.getByRole('button', { name: 'Subir comprobante' }).click();
  const upload = page.getByRole('dialog', { name: 'Subir comprobante' });
  await upload
    .getByLabel('Elegir archivo')
    .setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: comprobantePdf() });
  await upload.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(upload.getByText('El archivo se subio con exito!')).toBeVisible();
  await upload.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/^se aplico la Compra: #\d+$/)).toBeVisible();

  // The summary: the compra is spent, the card red.
  await openSummary(page);
  await expect(insumos).toHaveAttribute('data-color', 'error');
  expect(await amountOf(insumos, 'Ejercido')).toBe(ejercidoAntes + 81_200_000n);
  await shot(page, 'resumen-insumos-rojo');

  // The purchase history lists it under its proveedor, and its Excel carries it.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Historial de Compras', exact: true }).click();
  await page.getByRole('button', { name: `Ver compras de ${PROVEEDOR}` }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^\\d+$`) }).first()).toBeVisible();
  await expect(page.getByText(FOLIO_PROVEEDOR)).toBeVisible();
  await shot(page, 'historial-compras');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Historial de Compras.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const compra = rows.find((row) => row.includes(FOLIO_PROVEEDOR));
  expect(compra).toBeDefined();
  expect(compra).toContain(812000);
  expect(rows.some((row) => row.includes(PROVEEDOR))).toBe(true);
});
