/**
 * The presupuesto of an obra not yet started, against the real server: an OPUS workbook (title rows
 * merged, partida subtotals, amounts as text) previewed with its counts and its total against the
 * sheet's, imported, then read as a tree whose partidas open to their conceptos, with totals to the
 * cent, searched by words of a descripción, and saved as a workbook.
 */
import { libro, OPUS } from '../../server/modules/presupuesto/test-workbooks';
import { chooseObra, expect, loginAsAdmin, test } from './support';

test('importar un presupuesto de OPUS y verlo como arbol con sus totales', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  await page.getByRole('menuitem', { name: 'Presupuesto', exact: true }).click();
  await expect(page).toHaveURL(/\/presupuesto$/);
  await expect(page.getByText('La obra aun no tiene presupuesto')).toBeVisible();

  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar presupuesto' });
  await dialog.getByLabel('Elegir archivo').setInputFiles({
    name: 'torre-norte-opus.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await libro(OPUS, 3),
  });
  await expect(dialog.getByText('5 partidas y 4 conceptos, sin errores')).toBeVisible();
  await expect(dialog.getByText('Total del presupuesto: $1,259,667.88')).toBeVisible();
  await expect(
    dialog.getByText(/Total de la hoja: \$1,259,667\.89\. El total difiere del de la hoja por \$0\.01/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 4 conceptos' }).click();
  await expect(page.getByText('Presupuesto importado: 4 conceptos')).toBeVisible();
  await expect(dialog).toBeHidden();

  const arbol = page.getByRole('table', { name: 'Presupuesto' });
  const fila = (text: string) => arbol.getByRole('row').filter({ hasText: text });
  await expect(page.getByText('$1,259,667.88').first()).toBeVisible();
  await expect(page.getByText(/4 conceptos en 5 partidas\. Los conceptos suman/)).toBeVisible();
  await expect(fila('PRELIMINARES')).toContainText('$25,100.00');
  await expect(fila('CIMENTACIÓN')).toContainText('$1,234,567.88');
  await page.getByRole('button', { name: 'Mostrar la partida 01', exact: true }).click();
  await page.getByRole('button', { name: 'Mostrar la partida 01.01', exact: true }).click();
  await expect(fila('PRE-001')).toContainText('$3,500.00');
  await expect(fila('PRE-002')).toContainText('$1,600.00');

  await page.getByLabel('Buscar por clave o descripcion').fill('excavacion a mano');
  await expect(fila('PRE-003')).toContainText('$20,000.00');
  await expect(arbol.getByRole('row')).toHaveCount(2);

  // The presupuesto as a workbook, named after the obra.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await descarga).suggestedFilename()).toBe('Presupuesto Bodega Agroindustrial Costa de Hermosillo.xlsx');
});

test('el arbol del presupuesto en un telefono de 390 px: clave, descripcion e importe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  await chooseObra(page, 'bodega agro', /Bodega Agroindustrial Costa de Hermosillo/);
  await page.goto('/presupuesto');
  const arbol = page.getByRole('table', { name: 'Presupuesto' });
  await expect(arbol.getByRole('columnheader')).toHaveText(['Clave', 'Descripcion', 'Importe']);
  await page.getByRole('button', { name: 'Mostrar la partida 02', exact: true }).click();
  const fila = arbol.getByRole('row').filter({ hasText: 'CIM-001' });
  await expect(fila.getByRole('cell')).toHaveText(['CIM-001', /^Concreto f'c=250/, '$1,234,567.88']);
  await expect(fila).toBeInViewport();
  // Nothing wider than the phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/presupuesto-telefono.png', fullPage: true });
});
