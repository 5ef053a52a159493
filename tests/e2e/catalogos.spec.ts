/**
 * The catalogs of issue 3 as an office worker uses them, against the real server: proveedores with
 * and without credit, a concepto with dependent lookups, an empleado with a photo and its ID-card
 * PDF, an obra budgeted with the percent helpers and then opened, and an admin-defined catalog.
 */
import type { Page } from '@playwright/test';
import { FOTO_PNG } from '../../mocks/fixtures/documentos';
import { expect, loginAsAdmin, test } from './support';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();
const menu = (page: Page) => page.getByRole('menu');
const save = (page: Page) => page.getByRole('button', { name: 'Guardar' }).click();
const stamp = () => String(Date.now()).slice(-6);

async function openFromMenu(page: Page, nombre: string, path: RegExp) {
  await menu(page).getByRole('menuitem', { name: nombre, exact: true }).click();
  await expect(page).toHaveURL(path);
}

/** Types in the list's Buscar box and answers the row that names `text`. */
async function rowOf(page: Page, text: string) {
  await page.getByLabel('Buscar').fill(text);
  const row = page.getByRole('row', { name: new RegExp(text) });
  await expect(row).toHaveCount(1);
  return row;
}

/** A date is typed as a person does, DD/MM/YYYY, into the picker's field. */
async function fillDate(page: Page, name: string, isoDay: string) {
  await field(page, name).click();
  await field(page, name).pressSequentially(isoDay.split('-').reverse().join(''));
}

/** A select's accessible name is its label followed by the chosen value. */
const select = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}( |$)`) });

async function choose(page: Page, combobox: string, option: string) {
  await select(page, combobox).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('proveedores: de contado sin dias de credito, y a credito con dias obligatorios', async ({ page }) => {
  const id = stamp();
  const contado = `Ferreteria E2E ${id}`;
  const credito = `Aceros E2E ${id}`;
  await openFromMenu(page, 'Proveedores', /\/proveedores(\?.*)?$/);

  await page.getByRole('link', { name: /nuevo/i }).click();
  await expect(page).toHaveURL(/\/proveedores\/nuevo$/);
  await field(page, 'nombre').fill(contado);
  await field(page, 'direccion').fill('Calle Reforma 100, Hermosillo, Sonora');
  await field(page, 'rfc').fill(`fee010203${id.slice(-2)}1`);
  await field(page, 'telefono').fill('662 100 2000');
  await field(page, 'correo').fill('ventas-sin-arroba');
  await expect(page.locator('[name="diasCredito"]')).toHaveCount(0);
  await save(page);
  await expect(page.getByText('Ingrese un correo valido..')).toBeVisible();
  await field(page, 'correo').fill(`ventas${id}@ferree2e.mx`);
  await save(page);
  await expect(page).toHaveURL(/\/proveedores(\?.*)?$/);
  await expect(await rowOf(page, contado)).toContainText(`ventas${id}@ferree2e.mx`);

  await page.getByRole('link', { name: /nuevo/i }).click();
  await field(page, 'nombre').fill(credito);
  await field(page, 'direccion').fill('Blvd. Kino 200, Hermosillo, Sonora');
  await field(page, 'rfc').fill(`ace010203${id.slice(-2)}1`);
  await field(page, 'telefono').fill('662 300 4000');
  await field(page, 'correo').fill(`ventas${id}@acerose2e.mx`);
  await field(page, 'esCredito').check();
  await expect(field(page, 'diasCredito')).toBeVisible();
  await save(page);
  await expect(page.getByText('Campo Obligatorio')).toBeVisible();
  await field(page, 'diasCredito').fill('45');
  await save(page);
  await expect(page).toHaveURL(/\/proveedores(\?.*)?$/);

  await (await rowOf(page, credito)).click();
  await expect(page).toHaveURL(/\/proveedores\/\d+\/editar$/);
  await expect(field(page, 'esCredito')).toBeChecked();
  await expect(field(page, 'diasCredito')).toHaveValue('45');
  await page.goto('/proveedores');
  await (await rowOf(page, contado)).click();
  await expect(field(page, 'esCredito')).not.toBeChecked();
  await expect(page.locator('[name="diasCredito"]')).toHaveCount(0);
});

test('conceptos: la subclasificacion sigue a la clasificacion elegida', async ({ page }) => {
  const nombre = `Mortero E2E ${stamp()}`;
  await openFromMenu(page, 'Conceptos', /\/conceptos(\?.*)?$/);
  await page.getByRole('link', { name: /nuevo/i }).click();
  await field(page, 'nombre').fill(nombre);
  await field(page, 'descripcion').fill('Saco de 25 kg');
  await expect(select(page, 'Subclasificacion')).toHaveAttribute('aria-disabled', 'true');

  await choose(page, 'Clasificacion', 'Servicio');
  await select(page, 'Subclasificacion').click();
  await expect(page.getByRole('option', { name: 'Fletes', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Cementos', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Fletes', exact: true }).click();

  await choose(page, 'Clasificacion', 'Producto');
  await expect(field(page, 'subClasificacionId')).toHaveValue('');
  await choose(page, 'Subclasificacion', 'Cementos');
  await choose(page, 'Unidad Medida', 'saco');
  await field(page, 'precioUnitario').fill('1234.5');
  await field(page, 'precioUnitario').blur();
  await expect(field(page, 'precioUnitario')).toHaveValue('1,234.50');
  await save(page);
  await expect(page).toHaveURL(/\/conceptos(\?.*)?$/);

  const row = await rowOf(page, nombre);
  for (const text of ['Producto', 'Cementos', 'saco', '$1,234.50']) await expect(row).toContainText(text);
});

test('empleados: alta con foto y la credencial en PDF en una ventana nueva', async ({ page }) => {
  const nombre = `Empleada E2E ${stamp()}`;
  await openFromMenu(page, 'Empleados', /\/empleados(\?.*)?$/);
  await page.getByRole('link', { name: /nuevo/i }).click();
  await field(page, 'nombre').fill(nombre);
  await field(page, 'direccion').fill('Calle Veracruz 64, Col. San Benito, Hermosillo, Sonora');
  await fillDate(page, 'nacimiento', '1992-12-05');
  await field(page, 'telefono').fill('662 198 2245');
  await field(page, 'correo').fill('empleada.e2e@obrasdemo.mx');
  await field(page, 'nss').fill('42139215332');
  await field(page, 'rfc').fill('song9212058q5');
  await field(page, 'curp').fill('song921205msrtvd00');
  await field(page, 'puesto').fill('Auxiliar administrativo');
  await fillDate(page, 'alta', '2024-08-03');
  await page
    .locator('input[type="file"][name="foto"]')
    .setInputFiles({ name: 'empleada.png', mimeType: 'image/png', buffer: Buffer.from(FOTO_PNG) });
  await expect(page.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await save(page);
  await expect(page.getByText('Ingresa un numero de seguro social valido..')).toBeVisible();
  await field(page, 'nss').fill('42139215331');
  await save(page);
  await expect(page).toHaveURL(/\/empleados(\?.*)?$/);

  const row = await rowOf(page, nombre);
  await expect(row).toContainText('05/12/1992');
  await row.click();
  await expect(page).toHaveURL(/\/empleados\/\d+\/editar$/);
  await expect(page.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', /^data:image\/png;base64,/);

  const pdf = page.waitForResponse((r) => /\/api\/empleado\/\d+\/credencial$/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Credencial' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect(await popup).toHaveURL(/^blob:/);
  // The window shows that response as a blob; the page's CSP keeps scripts from reading blobs back,
  // so the PDF itself is fetched again the way the page did, with the session's token.
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string }).token,
  );
  const again = await page.request.get(response.url(), { headers: { Authorization: `Bearer ${token}` } });
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('obras: presupuesto con porcentajes, utilidad calculada, y al abrirla el menu de obras', async ({ page }) => {
  const nombre = `Obra E2E ${stamp()}`;
  await openFromMenu(page, 'Obras', /\/obras(\?.*)?$/);
  await page.getByRole('link', { name: /nuevo/i }).click();
  await expect(page).toHaveURL(/\/obras\/nuevo$/);

  await field(page, 'nombre').fill(nombre);
  const cliente = page.getByRole('combobox', { name: /Cliente/ });
  await cliente.click();
  await expect(page.getByText('Escriba el nombre del cliente a buscar').first()).toBeVisible();
  await cliente.fill('zzzz');
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await cliente.fill('pitic');
  await page.getByRole('option', { name: 'Constructora Pitic' }).click();
  await choose(page, 'Metodo de Pago', 'Transferencia HSBC');
  await fillDate(page, 'inicio', '2026-08-03');
  await fillDate(page, 'fin', '2027-02-26');
  await field(page, 'costoTotal').fill('2500000');
  await field(page, 'costoTotal').blur();
  await expect(field(page, 'costoTotal')).toHaveValue('2,500,000.00');

  await field(page, 'insumosPorcentaje').fill('40');
  await field(page, 'manoObraPorcentaje').fill('30');
  await field(page, 'indirectosPorcentaje').fill('12.5');
  await field(page, 'indirectosPorcentaje').blur();
  await expect(field(page, 'insumos')).toHaveValue('1,000,000.00');
  await expect(field(page, 'manoObra')).toHaveValue('750,000.00');
  await expect(field(page, 'indirectos')).toHaveValue('312,500.00');
  await expect(field(page, 'utilidad')).toHaveValue('437,500.00');
  await save(page);
  await expect(page).toHaveURL(/\/obras(\?.*)?$/);

  const row = await rowOf(page, nombre);
  await expect(row).toContainText('Constructora Pitic');
  await expect(row).toContainText('$437,500.00');
  await expect(row).toContainText('03/08/2026');

  await row.getByRole('button', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);
  await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
  await expect(page.getByText(`Obra: ${nombre}`)).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Compras', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Obras', exact: true })).toHaveCount(0);
  await expect(page.getByText('$1,000,000.00')).toBeVisible();

  await menu(page).getByRole('menuitem', { name: 'Resumen', exact: true }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);
  await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
});

test('catalogos del administrador: Maquinaria y Equipo desde su esquema, sin codigo propio', async ({ page }) => {
  const nombre = `Vibrador E2E ${stamp()}`;
  await menu(page).getByRole('menuitem', { name: 'Catalogos', exact: true }).click();
  await openFromMenu(page, 'Maquinaria y Equipo', /\/catalogos\/maquinaria(\?.*)?$/);
  await page.getByRole('link', { name: /nuevo/i }).click();
  await expect(page).toHaveURL(/\/catalogos\/maquinaria\/nuevo$/);
  await save(page);
  await expect(page.getByText('Campo Obligatorio')).toHaveCount(2);
  await field(page, 'nombre').fill(nombre);
  await choose(page, 'Tipo', 'Equipo menor');
  await field(page, 'anio').fill('2022');
  await field(page, 'numeroSerie').fill('vib-e2e-1');
  await save(page);
  await expect(page).toHaveURL(/\/catalogos\/maquinaria(\?.*)?$/);
  const row = await rowOf(page, nombre);
  for (const text of ['Equipo menor', 'VIB-E2E-1', 'Disponible']) await expect(row).toContainText(text);
});
