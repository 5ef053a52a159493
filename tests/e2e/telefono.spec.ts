/**
 * An orden de compra and a gasto recorded on a phone (390 × 844), against the real server: each line
 * is a card of its inputs, the totals stay in view under the cards, and neither the editors nor the
 * lists make the page scroll sideways (a list's table may scroll inside its own box).
 */
import type { Page } from '@playwright/test';
import { chooseObra, expect, loginAsAdmin, test } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/** A list's rows on a phone: a card each, named by its first column ('Folio 12'). */
const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');
const card = (page: Page, list: string, folio: string) =>
  cards(page, list).filter({ has: page.getByRole('heading', { name: `Folio ${folio}`, exact: true }) });

async function expectFloatingCreateClearOfLastCard(page: Page, list: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await cards(page, list).last().boundingBox();
  const create = await page.getByRole('link', { name: 'Nuevo' }).boundingBox();
  expect(last && create && last.y + last.height <= create.y).toBe(true);
}

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
  await expect(cards(page, 'Ordenes de Compra').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(cards(page, 'Ordenes de Compra').first()).toContainText(/Total\s*\$[\d,]+\.\d{2}/);
  await expect(
    cards(page, 'Ordenes de Compra')
      .first()
      .getByText(/^(Creado|Autorizado|Cancelado)$/),
  ).toBeInViewport();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFloatingCreateClearOfLastCard(page, 'Ordenes de Compra');
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
  const row = card(page, 'Ordenes de Compra', folio);
  await expect(row).toContainText('Aceros y Perfiles Pitic');
  await expect(row).toContainText('$4,566.25');
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
  await expect(card(page, 'Gastos', folio)).toContainText('$860.00');
  await expectNoSidewaysScroll(page);
});

interface MenuLink {
  link: string | null;
  items: MenuLink[];
}

/** Every link of a section's menu as the server gives it to the caller, children included. */
async function menuLinks(page: Page, seccion: 'principal' | 'obras'): Promise<string[]> {
  const { token } = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? '{}'));
  const res = await page.request.get(`/api/menu-item/menu/${seccion}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const flat = (items: MenuLink[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...flat(i.items)]);
  return flat(await res.json());
}

test('cada pantalla del menu cabe a lo ancho de un teléfono', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  const principal = await menuLinks(page, 'principal');
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  const obras = await menuLinks(page, 'obras');
  expect(principal.length + obras.length).toBeGreaterThan(20);
  const wider: string[] = [];
  for (const link of [...principal, ...obras]) {
    await page.goto(link);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.waitForTimeout(500);
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (extra > 0) wider.push(`${link}: ${extra} px`);
  }
  expect(wider).toEqual([]);
});
