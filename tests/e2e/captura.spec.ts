/**
 * Typing as the office types, against the real server: a gasto's fecha typed "5/12/26" is
 * 05/12/2026, its total "1234,50" is $1,234.50; leaving the half-filled editor by the menu asks
 * first (and staying keeps it), and once saved the editor is left without a question.
 */
import { chooseObra, expect, loginAsAdmin, test } from './support';

test('fecha con año de dos cifras, total con coma decimal y aviso de cambios sin guardar', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  const folio = String(80000 + (Date.now() % 10000));

  await page.getByRole('menuitem', { name: 'Gastos' }).click();
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(/\/gasto\/nuevo$/);
  const fecha = page.getByRole('textbox', { name: 'Fecha' });
  await expect(fecha).not.toHaveValue('');
  await fecha.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5/12/26');
  await page.getByLabel('Folio').fill(folio);
  await expect(fecha).toHaveValue('05/12/2026');
  await page.getByLabel('Total').fill('1234,50');

  // Half filled: the menu asks before leaving; dismissed, the editor stays with what was typed.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Gastos' }).click();
  await expect.poll(() => asked).toEqual(['Algunos cambios no se guardaron. ¿Seguro que desea descartarlos?']);
  await expect(page).toHaveURL(/\/gasto\/nuevo$/);
  await expect(page.getByLabel('Folio')).toHaveValue(folio);

  await page.getByLabel('Forma de Pago').click();
  await page.getByRole('option', { name: 'Transferencia' }).click();
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await expect(page.getByLabel('Total')).toHaveValue('1,234.50');
  // Saved: back to the list without a question.
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Gasto creado con folio #${folio}`)).toBeVisible();
  await expect(page).toHaveURL(/\/gasto$/);
  expect(asked).toHaveLength(1);

  await page.getByLabel('Buscar').fill(folio);
  const row = page.getByRole('row', { name: new RegExp(`^${folio} `) });
  await expect(row).toContainText('$1,234.50');
  await row.click();
  await expect(page).toHaveURL(/\/gasto\/\d+\/editar$/);
  await expect(page.getByRole('textbox', { name: 'Fecha' })).toHaveValue('05/12/2026');
});
