/**
 * An orden de compra as the office does it, against the real server: in an obra, two products at
 * 16 % and 8 % IVA with totals exact to the cent, saved with its folio, authorized after
 * confirmation (then read-only), and its PDF opened.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsAdmin, test } from './support';

const cell = (page: Page, column: string, row: number) => page.getByLabel(`${column}, renglón ${row}`, { exact: true });
const totalRow = (page: Page, label: string) =>
  page.getByRole('table', { name: /Productos/ }).getByRole('row', { name: new RegExp(`^${label}`) });

async function addProduct(page: Page, search: string, option: string) {
  const add = page.getByRole('button', { name: 'Agregar producto' });
  await expect(add).toBeDisabled();
  await page.getByRole('combobox', { name: 'Buscar producto' }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await add.click();
}

async function setCell(page: Page, column: string, row: number, value: string) {
  await cell(page, column, row).fill(value);
  await cell(page, column, row).press('Tab');
}

test('orden de compra: dos productos con IVA distinto, totales al centavo, autorizar e imprimir', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Seleccionar Obra...' }).click();
  await page.getByRole('dialog', { name: 'Seleccionar Obra...' }).getByRole('combobox').fill('torre');
  await page.getByRole('option', { name: /Torre Medica Pitic/ }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);

  await page.getByRole('menu').getByRole('menuitem', { name: 'Orden de Compra', exact: true }).click();
  await expect(page).toHaveURL(/\/orden-compra$/);
  await expect(page.getByRole('columnheader')).toHaveText(['Folio', 'Fecha', 'Proveedor', 'Status', 'Total']);
  await expect(page.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}.*\$[\d,]+\.\d{2}/);

  await page.getByRole('link', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(/\/orden-compra\/nuevo$/);
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await page.locator('[name="condicion"]').fill('Credito 30 dias');

  await addProduct(page, 'cemento', 'Cemento gris CPC 30R');
  await addProduct(page, 'alambre', 'Alambre recocido cal. 16');
  await expect(cell(page, 'IVA', 1).locator('option:checked')).toHaveText('16 %');
  await setCell(page, 'Cantidad', 1, '3');
  await setCell(page, 'Precio Unitario', 1, '1234.56');
  await setCell(page, 'Cantidad', 2, '2.5');
  await setCell(page, 'Precio Unitario', 2, '99.99');
  await cell(page, 'IVA', 2).selectOption({ label: '8 %' });
  await expect(page.getByRole('row', { name: /Cemento gris/ })).toContainText('$3,703.68');
  await expect(page.getByRole('row', { name: /Alambre recocido/ })).toContainText('$249.98');
  await expect(totalRow(page, 'Subtotal')).toContainText('$3,953.66');
  await expect(totalRow(page, 'IVA')).toContainText('$612.59');
  await expect(totalRow(page, 'Total')).toContainText('$4,566.25');

  await page.getByRole('button', { name: 'Guardar' }).click();
  const created = page.getByText(/^Orden creada con folio #\d+$/);
  await expect(created).toBeVisible();
  const folio = (await created.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await expect(page).toHaveURL(/\/orden-compra$/);

  await page.getByLabel('Buscar').fill(folio);
  const row = page.getByRole('row', { name: new RegExp(`^${folio} `) });
  await expect(row).toContainText('Aceros y Perfiles Pitic');
  await expect(row).toContainText('Creado');
  await expect(row).toContainText('$4,566.25');
  await row.click();
  await expect(page).toHaveURL(/\/orden-compra\/\d+\/editar$/);
  await expect(totalRow(page, 'Total')).toContainText('$4,566.25');

  await page.getByRole('button', { name: 'Autorizar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Se autorizo la Orden de Compra: #${folio}`)).toBeVisible();
  await expect(page.getByText('La orden de compra ya esta autorizada..')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Autorizar' })).toHaveCount(0);
  await expect(cell(page, 'Cantidad', 1)).toBeDisabled();

  const pdf = page.waitForResponse((r) => /\/api\/ordenCompra\/\d+\/reporte$/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect(await popup).toHaveURL(/^blob:/);
});
