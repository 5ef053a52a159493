/**
 * An estimación against the real server (issue 29), after the demo's: captured from the obra's
 * presupuesto with a deducción, its carátula previewed in the browser as the server then stores
 * it, a generador (PDF) and a photo (PNG) attached and the generador removed, printed with its
 * photo's title, sent, authorized, facturada with the factura's folio, and seen in the obra's
 * estado de cuenta del contrato and on its summary.
 */
import { businessToday } from '../../schemas/today';
import { PDF_FILE, pngImage } from '../../server/files/test-files';
import { pdfText } from '../../server/test-support/pdf-text';
import { fechaCorta } from '../../src/shared/formato';
import { chooseObra, expect, loginAsAdmin, test } from './support';

/** A period after the demo's estimaciones, which run up to today: the month a year from now. */
function periodoSiguiente() {
  const [y, m] = businessToday().split('-').map(Number);
  const del = `${y + 1}-${String(m).padStart(2, '0')}-01`;
  const al = new Date(Date.UTC(y + 1, m, 0)).toISOString().slice(0, 10);
  return { del: fechaCorta(del), al: fechaCorta(al) };
}

test('capturar una estimacion del presupuesto, enviarla, autorizarla, facturarla y ver el estado de cuenta', async ({
  page,
}) => {
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'valle del yaqui', /Almacen de Granos Valle del Yaqui/);
  await page.getByRole('menuitem', { name: 'Estimaciones', exact: true }).click();
  await expect(page).toHaveURL(/\/estimacion$/);
  await page.getByRole('link', { name: 'Nuevo' }).click();

  const periodo = periodoSiguiente();
  await page.getByLabel('Periodo del').first().fill(periodo.del);
  await page.getByLabel('Periodo al').first().fill(periodo.al);
  const buscar = page.getByLabel('Buscar concepto del presupuesto');
  for (const clave of ['PRE-002', 'PRE-003']) {
    await buscar.fill(clave);
    await page.getByRole('option', { name: new RegExp(`^${clave} `) }).click();
    await page.getByRole('button', { name: 'Agregar concepto' }).click();
  }
  // The demo billed half of some conceptos: a little more of these fits any of them.
  await page.getByRole('textbox', { name: 'Esta estimacion, renglón 1' }).fill('5');
  await page.getByRole('textbox', { name: 'Esta estimacion, renglón 2' }).fill('2.1234');
  await page.getByRole('button', { name: 'Agregar renglón' }).click();
  await page.getByRole('textbox', { name: 'Concepto, renglón 1' }).fill('Pena convencional');
  await page.getByRole('textbox', { name: 'Importe, renglón 1' }).fill('100');

  const caratula = page.getByRole('region', { name: 'Caratula' });
  const alcance = caratula.getByRole('listitem').filter({ hasText: 'Alcance liquido' });
  await expect(alcance).toContainText('$');
  const previo = (await alcance.textContent())!.replace('Alcance liquido', '');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const creada = page.getByText(/^Estimacion \d+ creada$/);
  await expect(creada).toBeVisible();
  const folio = Number((await creada.textContent())!.match(/\d+/)![0]);

  // The list shows the server's alcance líquido: the browser's preview, to the cent.
  await expect(page).toHaveURL(/\/estimacion$/);
  const fila = page.getByRole('row').filter({ hasText: periodo.del });
  await expect(fila).toContainText(previo);
  await expect(fila).toContainText('Creada');
  await fila.getByRole('cell', { name: periodo.del }).click();
  await expect(page).toHaveURL(/\/estimacion\/\d+\/editar$/);
  await expect(alcance).toContainText(previo);

  // Its números generadores and reporte fotográfico: a PDF and a PNG, each with its tipo and titulo.
  const anexos = page.getByRole('region', { name: 'Anexos' });
  const anexar = async (tipo: string, titulo: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await anexos.getByRole('button', { name: 'Agregar anexo' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Agregar anexo' });
    await nuevo.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: tipo }).click();
    await nuevo.getByRole('textbox', { name: 'Titulo' }).fill(titulo);
    await nuevo.getByLabel('Elegir archivo').setInputFiles(file);
    await nuevo.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByText(`Anexo agregado: ${titulo}`)).toBeVisible();
  };
  await anexar('Numeros generadores', 'Generador de excavacion', {
    name: 'generador.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_FILE,
  });
  await anexar('Reporte fotografico', 'Excavacion del eje A', {
    name: 'eje-a.png',
    mimeType: 'image/png',
    buffer: pngImage(64, 48),
  });
  await expect(
    anexos.getByRole('button', { name: 'Abrir Excavacion del eje A' }).locator('img[src^="blob:"]'),
  ).toBeVisible();
  await anexos.getByRole('button', { name: 'Quitar Generador de excavacion' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Quitar', exact: true }).click();
  await expect(page.getByText('Anexo quitado: Generador de excavacion')).toBeVisible();
  await expect(anexos.getByText('Generador de excavacion')).toHaveCount(0);

  // Printed: the PDF lists the photo by its title, not the generador taken off.
  const impresa = page.waitForResponse((r) => /\/api\/estimacion\/\d+\/pdf$/.test(r.url()));
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const respuesta = await impresa;
  expect(respuesta.headers()['content-type']).toContain('application/pdf');
  // The browser read it as a blob for its window; the same request again, with its token, for its bytes.
  const { authorization } = await respuesta.request().allHeaders();
  const descarga = await page.request.get(respuesta.url(), { headers: { authorization } });
  const pdf = await descarga.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const texto = pdfText(pdf);
  expect(texto).toContain('Reporte fotografico Excavacion del eje A eje-a.png');
  expect(texto).not.toContain('Generador de excavacion');

  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Se envio la Estimacion ${folio}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Autorizar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Se autorizo la Estimacion ${folio}`)).toBeVisible();

  await page.getByRole('button', { name: 'Facturar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Facturar' });
  await dialogo.getByLabel(/Serie y folio de la factura/).fill('EST-9101');
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Se facturo la Estimacion ${folio}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver factura' })).toBeVisible();
  for (const accion of ['Enviar', 'Autorizar', 'Devolver', 'Facturar']) {
    await expect(page.getByRole('button', { name: accion, exact: true })).toHaveCount(0);
  }

  await page.goto('/estimacion/estado-cuenta');
  await expect(
    page.locator('#main-content').getByRole('heading', { name: 'Estado de cuenta del contrato' }),
  ).toBeVisible();
  await expect(page.getByText(`Almacen de Granos Valle del Yaqui · ${folio} estimaciones`)).toBeVisible();
  const retenido = page.getByRole('region', { name: 'Retenido' });
  await expect(retenido.getByRole('listitem').filter({ hasText: '5 al millar' })).toContainText('$');
  await expect(retenido.getByRole('listitem').filter({ hasText: 'Fondo de garantia' })).toContainText('$');

  // The obra's summary says it too, and leads back to the whole.
  await page.goto('/resumen');
  const tarjeta = page.getByRole('region', { name: 'Estado de cuenta del contrato' });
  await expect(tarjeta).toContainText('Facturado$');
  await tarjeta.getByRole('link', { name: 'Ver el estado de cuenta' }).click();
  await expect(page).toHaveURL(/\/estimacion\/estado-cuenta$/);
});

test('copiar cantidades de avance llena los renglones con lo ejecutado por estimar', async ({ page }) => {
  await loginAsAdmin(page);
  await chooseObra(page, 'valle del yaqui', /Almacen de Granos Valle del Yaqui/);
  await page.goto('/estimacion/nuevo');
  const copiar = page.getByRole('button', { name: 'Copiar cantidades de avance' });
  // Without the period's end there is nothing to copy up to.
  await expect(copiar).toBeDisabled();
  const periodo = periodoSiguiente();
  await page.getByLabel('Periodo del').first().fill(periodo.del);
  await page.getByLabel('Periodo al').first().fill(periodo.al);
  await copiar.click();
  // The demo built three quarters of its first conceptos and billed half.
  await expect(page.getByText(/^Se copi(o|aron) las cantidades? de \d+ conceptos? del avance$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Esta estimacion, renglón 1', exact: true })).toHaveValue(
    /^\d+(\.\d+)?$/,
  );
  const alcance = page
    .getByRole('region', { name: 'Caratula' })
    .getByRole('listitem')
    .filter({ hasText: 'Alcance liquido' });
  await expect(alcance).not.toContainText('$0.00');
});
