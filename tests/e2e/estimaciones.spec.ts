/**
 * An estimación against the real server (issue 29): captured from the obra's presupuesto with a
 * deducción, its carátula previewed in the browser as the server then stores it, sent, authorized,
 * facturada with the factura's folio, and seen in the obra's estado de cuenta del contrato and on its summary.
 */
import { chooseObra, expect, loginAsAdmin, test } from './support';

test('capturar una estimacion del presupuesto, enviarla, autorizarla, facturarla y ver el estado de cuenta', async ({
  page,
}) => {
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'valle del yaqui', /Almacen de Granos Valle del Yaqui/);
  await page.getByRole('menuitem', { name: 'Estimaciones', exact: true }).click();
  await expect(page).toHaveURL(/\/estimacion$/);
  await page.getByRole('link', { name: 'Nuevo' }).click();

  await page.getByLabel('Periodo del').first().fill('01/03/2026');
  await page.getByLabel('Periodo al').first().fill('31/03/2026');
  const buscar = page.getByLabel('Buscar concepto del presupuesto');
  for (const clave of ['PRE-002', 'PRE-003']) {
    await buscar.fill(clave);
    await page.getByRole('option', { name: new RegExp(`^${clave} `) }).click();
    await page.getByRole('button', { name: 'Agregar concepto' }).click();
  }
  await page.getByRole('textbox', { name: 'Esta estimacion, renglón 1' }).fill('12.5');
  await page.getByRole('textbox', { name: 'Esta estimacion, renglón 2' }).fill('3.1234');
  await page.getByRole('button', { name: 'Agregar renglón' }).click();
  await page.getByRole('textbox', { name: 'Concepto, renglón 1' }).fill('Pena convencional');
  await page.getByRole('textbox', { name: 'Importe, renglón 1' }).fill('1,000');

  const caratula = page.getByRole('region', { name: 'Caratula' });
  const alcance = caratula.getByRole('listitem').filter({ hasText: 'Alcance liquido' });
  await expect(alcance).toContainText('$');
  const previo = (await alcance.textContent())!.replace('Alcance liquido', '');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Estimacion 1 creada')).toBeVisible();

  // The list shows the server's alcance líquido: the browser's preview, to the cent.
  await expect(page).toHaveURL(/\/estimacion$/);
  const fila = page.getByRole('row').filter({ hasText: '01/03/2026' });
  await expect(fila).toContainText(previo);
  await expect(fila).toContainText('Creada');
  await fila.getByRole('cell', { name: '01/03/2026' }).click();
  await expect(page).toHaveURL(/\/estimacion\/\d+\/editar$/);
  await expect(alcance).toContainText(previo);

  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Se envio la Estimacion 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Autorizar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Se autorizo la Estimacion 1')).toBeVisible();

  await page.getByRole('button', { name: 'Facturar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Facturar' });
  await dialogo.getByLabel(/Serie y folio de la factura/).fill('EST-101');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Se facturo la Estimacion 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver factura' })).toBeVisible();
  for (const accion of ['Enviar', 'Autorizar', 'Devolver', 'Facturar']) {
    await expect(page.getByRole('button', { name: accion, exact: true })).toHaveCount(0);
  }

  await page.goto('/estimacion/estado-cuenta');
  await expect(
    page.locator('#main-content').getByRole('heading', { name: 'Estado de cuenta del contrato' }),
  ).toBeVisible();
  const cobranza = page.getByRole('region', { name: 'Cobranza' });
  await expect(cobranza.getByRole('listitem').filter({ hasText: 'Facturado' })).toContainText(previo);
  await expect(cobranza.getByRole('listitem').filter({ hasText: 'Por cobrar' })).toContainText(previo);

  // The obra's summary says it too, and leads back to the whole.
  await page.goto('/resumen');
  const tarjeta = page.getByRole('region', { name: 'Estado de cuenta del contrato' });
  await expect(tarjeta).toContainText(`Facturado${previo}`);
  await tarjeta.getByRole('link', { name: 'Ver el estado de cuenta' }).click();
  await expect(page).toHaveURL(/\/estimacion\/estado-cuenta$/);
});
