/**
 * Purchasing after the order, against the real server: an authorized order generates its compra
 * (a second generation is refused with the server's message), the comprobante PDF goes up with its
 * progress, the compra is applied and both PDFs open; its nota de crédito is created, given a
 * comprobante and applied. Then the obra is closed: its documents are read-only and the server
 * refuses a write with 'La obra esta terminada..'.
 */
import type { Page } from '@playwright/test';
import { comprobantePdf, expect, loginAsAdmin, test } from './support';

const OBRA = 'Casa Habitacion Valle Grande';
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function uploadComprobante(page: Page, name: string) {
  await page.getByRole('button', { name: 'Subir comprobante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir comprobante' });
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(dialog.getByText('A file is required for upload.')).toBeVisible();
  await dialog
    .getByLabel('Elegir archivo')
    .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: comprobantePdf(256) });
  await expect(dialog.getByText(`${name}.pdf`)).toBeVisible();
  const upload = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/comprobante$/.test(r.url()));
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 128 * 1024,
  });
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/^\d+ %$/)).toBeVisible();
  await shot(page, `${name}-subiendo`);
  expect((await upload).status()).toBe(200);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(dialog.getByText('El archivo se subio con exito!')).toBeVisible();
  await expect(page.getByText('Comprobante adjuntado.')).toBeVisible();
  await shot(page, `${name}-dialogo`);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
}

async function opensPdf(page: Page, button: string, path: RegExp) {
  const pdf = page.waitForResponse((r) => path.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect(await popup).toHaveURL(/^blob:/);
}

async function aplicar(page: Page, toast: RegExp) {
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

test('compra de una orden autorizada, comprobante, aplicar, PDFs, nota de credito y obra cerrada', async ({ page }) => {
  // The whole purchasing flow with two uploads and four PDFs: over a minute on CI's machine.
  test.slow();
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Seleccionar Obra...' }).click();
  await page.getByRole('dialog', { name: 'Seleccionar Obra...' }).getByRole('combobox').fill('valle grande');
  await page.getByRole('option', { name: new RegExp(OBRA) }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);
  const obraUrl = page.url().replace('/resumen', '/editar');

  // The authorized order of the obra generates its compra, once.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Orden de Compra', exact: true }).click();
  await page
    .getByRole('row', { name: /Autorizado/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orden-compra\/\d+\/editar$/);
  const ordenUrl = page.url();
  await page.getByRole('button', { name: 'Generar Compra' }).click();
  await expect(page).toHaveURL(/\/compra\/\d+\/editar$/);
  const compraUrl = page.url();
  await expect(page.getByLabel('Folio', { exact: true })).not.toHaveValue('');
  // Aplicar waits for the comprobante, and says so.
  await expect(page.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await expect(page.getByText('Adjunte el comprobante antes de aplicar..')).toBeVisible();

  // The compra: the supplier's folio; saving goes back to the order, which has its compra now.
  await page.locator('[name="folioProveedor"]').fill('F-9001');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/^Compra actualizada #\d+$/)).toBeVisible();
  await expect(page).toHaveURL(ordenUrl);
  await expect(page.getByRole('button', { name: 'Generar Compra' })).toBeDisabled();
  await expect(page.getByText(/^La orden de compra #\d+ ya tiene la compra #\d+\.\.$/)).toBeVisible();

  // Its comprobante, then Aplicar.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Compras', exact: true }).click();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Folio',
    'Fecha',
    'Folio Proveedor',
    'Proveedor',
    'Status',
    'Total',
    'Saldo',
  ]);
  await page.getByRole('row', { name: /F-9001/ }).click();
  await expect(page).toHaveURL(compraUrl);
  await shot(page, 'compra-editor');
  await uploadComprobante(page, 'compra');
  await aplicar(page, /^se aplico la Compra: #\d+$/);
  await expect(page.getByText('La compra ya esta aplicada..')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await opensPdf(page, 'Imprimir compra', /\/api\/compra\/\d+\/reporte$/);
  await opensPdf(page, 'Imprimir orden', /\/api\/compra\/\d+\/reporteOrdenCompra$/);
  await page.getByRole('button', { name: 'Ver comprobante' }).click();
  await expect(page.getByRole('dialog', { name: 'Ver comprobante' }).locator('iframe')).toBeVisible();
  await page.getByRole('dialog', { name: 'Ver comprobante' }).getByRole('button', { name: 'Cerrar' }).click();

  // Its nota de crédito: the compra's lines, one returned, applied.
  await page.getByRole('link', { name: 'Nota de crédito' }).click();
  await expect(page).toHaveURL(/\/compra\/\d+\/nota-credito$/);
  await page.locator('[name="folioProveedor"]').fill('NC-9001');
  await page.getByLabel('Cantidad, renglón 1', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se a guardado la nota de credito..')).toBeVisible();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Notas de Credito', exact: true }).click();
  await page.getByRole('row', { name: /NC-9001/ }).click();
  await expect(page).toHaveURL(/\/nota-credito\/\d+\/editar$/);
  const notaUrl = page.url();
  await shot(page, 'nota-editor');
  await uploadComprobante(page, 'nota');
  await aplicar(page, /^Se aplico la nota de credito: #\d+$/);
  await opensPdf(page, 'Imprimir', /\/api\/notaCredito\/\d+\/reporte$/);

  // Closing the obra: its documents are read-only and the server refuses writes.
  await page.goto(obraUrl);
  await page.getByLabel('Terminado').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Opened by its URL, the obra's editor goes to its list after saving.
  await expect(page).toHaveURL(/\/obras$/);
  for (const url of [ordenUrl, compraUrl, notaUrl]) {
    await page.goto(url);
    await expect(page.getByText('La obra esta terminada..')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  }
  await page.getByRole('menu').getByRole('menuitem', { name: 'Compras', exact: true }).click();
  await expect(page.getByText('La obra esta terminada..')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo' })).toHaveCount(0);
  // A new compra on the closed obra, as any client could send it.
  const refused = await page.evaluate(
    async (compraId) => {
      const headers = {
        authorization: `Bearer ${JSON.parse(sessionStorage.getItem('user') ?? '{}').token}`,
        'content-type': 'application/json',
      };
      const stored = await (await fetch(`/api/compra/${compraId}`, { headers })).json();
      const body = {
        folioProveedor: 'F-9002',
        fecha: stored.fecha,
        proveedor: { id: stored.proveedor.id },
        obra: { id: stored.obra.id },
        compraDetalle: stored.compraDetalle.map(
          ({ id: _id, importe: _importe, ...line }: Record<string, unknown>) => line,
        ),
      };
      const answer = await fetch('/api/compra', { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: answer.status, body: await answer.json() };
    },
    compraUrl.match(/compra\/(\d+)/)?.[1],
  );
  expect(refused).toMatchObject({ status: 409, body: { message: 'La obra esta terminada..' } });
});
