/**
 * Billing and collection of an obra, against the real server: a factura is recorded with its PDF
 * (saldo = total), an ingreso pays part of it and another the rest, and the saldo follows on
 * /ingreso and /cobro to the cent.
 */
import type { Page } from '@playwright/test';
import { chooseObra, comprobantePdf, expect, loginAsAdmin, test } from './support';

async function registrarIngreso(page: Page, folio: string, monto: string, toast: string) {
  await page.getByRole('checkbox', { name: `Seleccionar factura ${folio}` }).check();
  await page.getByRole('button', { name: 'Registrar ingreso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar ingreso' });
  await dialog.getByLabel('Monto').fill(monto);
  await dialog.getByLabel('Referencia').fill(`SPEI ${monto}`);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('factura con su PDF cobrada en dos ingresos: el saldo sigue', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  // A folio with its series, as the CFDI holds it ('A-555').
  const folio = `A-${50000 + (Date.now() % 10000)}`;

  await page.getByRole('menuitem', { name: 'Cobros' }).click();
  await expect(page).toHaveURL(/\/cobro$/);
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await page.getByLabel('Folio').fill(folio);
  await page.getByLabel('Total').fill('10000.50');
  await page.getByRole('combobox', { name: /Cliente/ }).fill('pitic');
  await page
    .getByRole('option', { name: /Constructora Pitic/ })
    .first()
    .click();
  await page.locator('input[name="files"]').setInputFiles({
    name: `factura-${folio}.pdf`,
    mimeType: 'application/pdf',
    buffer: comprobantePdf(0, `Factura ${folio}`),
  });
  await expect(page.getByText(`factura-${folio}.pdf`)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Factura guardada con folio #${folio}`)).toBeVisible();

  await page.goto('/cobro');
  await page.getByLabel('Buscar').fill(folio);
  const cobro = page.getByRole('row', { name: new RegExp(`^${folio} `) });
  await expect(cobro.getByText('$10,000.50')).toHaveCount(2);

  await page.getByRole('menuitem', { name: 'Ingresos' }).click();
  await expect(page).toHaveURL(/\/ingreso$/);
  await registrarIngreso(page, folio, '4000.25', 'Ingreso registrado por $4,000.25');
  const porCobrar = page.getByRole('row', { name: new RegExp(`^Seleccionar factura ${folio}|${folio} `) });
  await expect(porCobrar).toContainText('$6,000.25');
  await registrarIngreso(page, folio, '6000.25', 'Ingreso registrado por $6,000.25');
  // Paid in full, it leaves the list of what is still to collect.
  await expect(page.getByRole('checkbox', { name: `Seleccionar factura ${folio}` })).toHaveCount(0);

  await page.goto('/cobro');
  await page.getByLabel('Buscar').fill(folio);
  await expect(page.getByRole('row', { name: new RegExp(`^${folio} `) })).toContainText('$0.00');
  await page.getByRole('row', { name: new RegExp(`^${folio} `) }).click();
  await expect(page).toHaveURL(/\/cobro\/\d+\/editar$/);
  await expect(page.getByText('$4,000.25')).toBeVisible();
  await expect(page.getByText('$6,000.25')).toBeVisible();
});
