/**
 * One click, one document (issue 33): a double click on Guardar in each document's create screen —
 * orden de compra, gasto, nómina, factura — makes exactly one document. Every POST the clicks send
 * is watched: each answers a success (a repeat replays the first answer: Idempotency-Key) and all
 * of them name the same document; the list then shows it once.
 */
import type { Page } from '@playwright/test';
import { chooseObra, comprobantePdf, expect, loginAsAdmin, test } from './support';

/** The answers of every POST to `api` while `act` runs, once the screen shows `done`. */
async function postsDuring(page: Page, api: string, act: () => Promise<void>, done: RegExp | string) {
  const answers: Promise<{ status: number; id: unknown }>[] = [];
  const watch = (response: import('@playwright/test').Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(response.url()).pathname.replace(/\/$/, '') !== api) return;
    answers.push(response.json().then((body: { id?: unknown }) => ({ status: response.status(), id: body.id })));
  };
  page.on('response', watch);
  await act();
  await expect(page.getByText(done)).toBeVisible();
  // A second request still on its way would answer now.
  await page.waitForTimeout(1500);
  page.off('response', watch);
  return Promise.all(answers);
}

/** Double-clicks Guardar and expects one document: every POST a success, all naming one id. */
async function doubleClickSave(page: Page, api: string, done: RegExp | string) {
  const answers = await postsDuring(page, api, () => page.getByRole('button', { name: 'Guardar' }).dblclick(), done);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((answer) => answer.status === 201)).toBe(true);
  expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
}

/** The Nuevo of the list at `path`: the list left a moment ago may still show its own. */
const nuevo = (page: Page, path: string) =>
  page
    .getByRole('link', { name: 'Nuevo' })
    .and(page.locator(`[href="${path}/nuevo"]`))
    .click();

async function expectOneRow(page: Page, path: string, search: string, row: RegExp) {
  await page.goto(path);
  await page.getByLabel('Buscar').fill(search);
  await expect(page.getByRole('row', { name: row })).toHaveCount(1);
}

test('doble clic en Guardar: una orden de compra, un gasto, una nomina y una factura', async ({ page }) => {
  // Four documents and the page checks of every screen.
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  const unico = Date.now() % 10000;

  await page.getByRole('menu').getByRole('menuitem', { name: 'Orden de Compra', exact: true }).click();
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(/\/orden-compra\/nuevo$/);
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await page.locator('[name="condicion"]').fill(`Doble clic ${unico}`);
  await page.getByRole('combobox', { name: 'Buscar producto' }).fill('cemento');
  await page.getByRole('option', { name: 'Cemento gris CPC 30R', exact: true }).click();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await page.getByLabel('Cantidad, renglón 1', { exact: true }).fill('2');
  await page.getByLabel('Precio Unitario, renglón 1', { exact: true }).fill('100');
  await page.getByLabel('Precio Unitario, renglón 1', { exact: true }).press('Tab');
  await doubleClickSave(page, '/api/ordenCompra', /^Orden creada con folio #\d+$/);
  await expect(page).toHaveURL(/\/orden-compra$/);

  const gasto = String(80000 + unico);
  await page.getByRole('menuitem', { name: 'Gastos' }).click();
  await expect(page).toHaveURL(/\/gasto$/);
  await nuevo(page, '/gasto');
  await expect(page).toHaveURL(/\/gasto\/nuevo$/);
  await page.getByLabel('Folio').fill(gasto);
  await page.getByLabel('Forma de Pago').click();
  await page.getByRole('option', { name: 'Transferencia' }).click();
  await page.getByLabel('Total').fill('779');
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await page.getByLabel('Descripcion').fill('Doble clic en Guardar');
  await doubleClickSave(page, '/api/gasto', `Gasto creado con folio #${gasto}`);
  await expectOneRow(page, '/gasto', gasto, new RegExp(`^${gasto} `));

  const semana = String(900 + (unico % 99));
  await page.getByRole('menuitem', { name: 'Nomina' }).click();
  await expect(page).toHaveURL(/\/nomina$/);
  await nuevo(page, '/nomina');
  await expect(page).toHaveURL(/\/nomina\/nuevo$/);
  await page.getByLabel('Semana').fill(semana);
  await page.getByLabel('Total').fill('45000');
  await doubleClickSave(page, '/api/nomina', /^Nomina creada con folio #\d+$/);
  await expectOneRow(page, '/nomina', semana, new RegExp(` ${semana} `));

  const factura = String(90000 + unico);
  await page.getByRole('menuitem', { name: 'Cobros' }).click();
  await expect(page).toHaveURL(/\/cobro$/);
  await nuevo(page, '/cobro');
  await expect(page).toHaveURL(/\/cobro\/nuevo$/);
  await page.getByLabel('Folio').fill(factura);
  await page.getByLabel('Total').fill('100000');
  await page.getByRole('combobox', { name: /Cliente/ }).fill('pitic');
  await page
    .getByRole('option', { name: /Constructora Pitic/ })
    .first()
    .click();
  await page.locator('input[name="files"]').setInputFiles({
    name: `factura-${factura}.pdf`,
    mimeType: 'application/pdf',
    buffer: comprobantePdf(0, `Factura ${factura}`),
  });
  await doubleClickSave(page, '/api/factura', `Factura guardada con folio #${factura}`);
  await expectOneRow(page, '/cobro', factura, new RegExp(`^${factura} `));
});
