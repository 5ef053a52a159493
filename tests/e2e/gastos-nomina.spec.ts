/**
 * A week of an obra's spending outside purchasing, against the real server: a gasto is recorded,
 * refuses an image as its comprobante with the server's message, takes its PDF and is applied (its
 * saldo appears, its edit is closed); a nómina is recorded for a week, and the same week again is
 * refused with 'Ya existe la nomina de la semana N'.
 */
import { chooseObra, comprobantePdf, expect, loginAsAdmin, test } from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('gasto con su PDF aplicado y nomina de una semana', async ({ page }) => {
  // Two documents, uploads and the page checks of every screen: longer than one screen's test.
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  const folio = String(70000 + (Date.now() % 10000));

  await page.getByRole('menuitem', { name: 'Gastos' }).click();
  await expect(page).toHaveURL(/\/gasto$/);
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Campo Obligatorio').first()).toBeVisible();
  await page.getByLabel('Folio').fill(folio);
  await page.getByLabel('Forma de Pago').click();
  await page.getByRole('option', { name: 'Transferencia' }).click();
  await page.getByLabel('Total').fill('12345.67');
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await page.getByLabel('Descripcion').fill('Renta de andamios, semana 12');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Gasto creado con folio #${folio}`)).toBeVisible();
  await expect(page).toHaveURL(/\/gasto$/);

  await page.getByLabel('Buscar').fill(folio);
  const row = page.getByRole('row', { name: new RegExp(`^${folio} `) });
  await expect(row).toContainText('$12,345.67');
  await row.click();
  await expect(page).toHaveURL(/\/gasto\/\d+\/editar$/);
  await expect(page.getByRole('button', { name: 'Aplicar' })).toBeDisabled();

  await page.getByRole('button', { name: 'Subir comprobante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir comprobante' });
  await dialog.getByLabel('Elegir archivo').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(dialog.getByText('Tipo de archivo no permitido')).toBeVisible();
  await dialog.getByLabel('Elegir archivo').setInputFiles({
    name: 'renta-andamios.pdf',
    mimeType: 'application/pdf',
    buffer: comprobantePdf(0, 'Renta de andamios'),
  });
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(dialog.getByText('El archivo se subio con exito!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // With its comprobante the gasto is closed to edits and may be applied.
  await expect(page.getByRole('button', { name: 'Ver comprobante' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`se aplico el gasto: #${folio}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aplicar' })).toHaveCount(0);

  await page.goto('/gasto');
  await page.getByLabel('Buscar').fill(folio);
  const applied = page.getByRole('row', { name: new RegExp(`^${folio} `) });
  await expect(applied).toContainText('Aplicado');
  await expect(applied.getByText('$12,345.67')).toHaveCount(2);

  await page.getByRole('menuitem', { name: 'Nomina' }).click();
  await expect(page).toHaveURL(/\/nomina$/);
  const semana = String(100 + (Date.now() % 800));
  for (const attempt of [1, 2]) {
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByLabel('Semana').fill(semana);
    await page.getByLabel('Total').fill('45000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    if (attempt === 1) {
      await expect(page.getByText(/^Nomina creada con folio #\d+$/)).toBeVisible();
      await expect(page).toHaveURL(/\/nomina$/);
    }
  }
  await expect(page.getByText(`Ya existe la nomina de la semana ${semana}`)).toBeVisible();
  await page.goto('/nomina');
  await page.getByLabel('Buscar').fill(semana);
  await expect(page.getByRole('row', { name: new RegExp(` ${semana} `) })).toContainText('$45,000.00');
});
