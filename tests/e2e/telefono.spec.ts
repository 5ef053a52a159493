/**
 * An orden de compra and a gasto recorded on a phone (390 × 844), against the real server: each line
 * is a card of its inputs, the totals stay in view under the cards, and neither the editors nor the
 * lists make the page scroll sideways (a list's table may scroll inside its own box).
 */
import type { Page } from '@playwright/test';
import { chooseObra, expect, loginAsAdmin, test } from './support';

test.use({ viewport: { width: 390, height: 844 } });

const cell = (page: Page, column: string, row: number) => page.getByLabel(`${column}, renglón ${row}`, { exact: true });
const lines = (page: Page) => page.getByRole('list', { name: /Productos/ }).getByRole('listitem');
const totals = (page: Page) => page.getByRole('table', { name: 'Totales de Productos' });
const totalRow = (page: Page, label: string) => totals(page).getByRole('row', { name: new RegExp(`^${label}`) });

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

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

async function expectTotalsInView(page: Page, total: string) {
  await totals(page).scrollIntoViewIfNeeded();
  await expect(totals(page)).toBeInViewport({ ratio: 1 });
  await expect(totalRow(page, 'Total')).toContainText(total);
}

test('orden de compra en un teléfono: renglones como tarjetas, totales a la vista, sin desplazamiento lateral', async ({
  page,
}) => {
  await loginAsAdmin(page);
  // An obra no other spec closes (compra.spec.ts closes Valle Grande).
  await chooseObra(page, 'centro guaymas', /Local Comercial Centro Guaymas/);

  await page.goto('/orden-compra');
  await expect(page.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(/\/orden-compra\/nuevo$/);
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await addProduct(page, 'cemento', 'Cemento gris CPC 30R');
  await addProduct(page, 'alambre', 'Alambre recocido cal. 16');
  await expect(lines(page)).toHaveCount(2);
  await setCell(page, 'Cantidad', 1, '3');
  await setCell(page, 'Precio Unitario', 1, '1234.56');
  await setCell(page, 'Cantidad', 2, '2.5');
  await setCell(page, 'Precio Unitario', 2, '99.99');
  await cell(page, 'IVA', 2).selectOption({ label: '8 %' });
  await expect(lines(page).filter({ hasText: 'Cemento gris' })).toContainText('$3,703.68');
  await expect(lines(page).filter({ hasText: 'Alambre recocido' })).toContainText('$249.98');
  await expect(totalRow(page, 'Subtotal')).toContainText('$3,953.66');
  await expect(totalRow(page, 'IVA')).toContainText('$612.59');
  await expectTotalsInView(page, '$4,566.25');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Guardar' }).click();
  const created = page.getByText(/^Orden creada con folio #\d+$/);
  await expect(created).toBeVisible();
  const folio = (await created.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await expect(page).toHaveURL(/\/orden-compra$/);
  await page.getByLabel('Buscar').fill(folio);
  const row = page.getByRole('row', { name: new RegExp(`^${folio} `) });
  await expect(row).toContainText('Aceros y Perfiles Pitic');
  await expectNoSidewaysScroll(page);

  await row.click();
  await expect(page).toHaveURL(/\/orden-compra\/\d+\/editar$/);
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible();
  await expectTotalsInView(page, '$4,566.25');
  await expectNoSidewaysScroll(page);
});

test('gasto en un teléfono: el formulario y la lista caben a lo ancho', async ({ page }) => {
  await loginAsAdmin(page);
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  await page.goto('/gasto/nuevo');
  const folio = String(80000 + (Date.now() % 10000));
  await page.getByLabel('Folio').fill(folio);
  await page.getByLabel('Forma de Pago').click();
  await page.getByRole('option', { name: 'Efectivo' }).click();
  await page.getByLabel('Total').fill('860');
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Gasto creado con folio #${folio}`)).toBeVisible();
  await expect(page).toHaveURL(/\/gasto$/);
  await page.getByLabel('Buscar').fill(folio);
  await expect(page.getByRole('row', { name: new RegExp(`^${folio} `) })).toContainText('$860.00');
  await expectNoSidewaysScroll(page);
});
