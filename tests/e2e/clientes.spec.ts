/**
 * The foundation workflow as a person does it: log in, manage clientes in Spanish, pick an obra,
 * leave it, log out.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsAdmin, test } from './support';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();
const menu = (page: Page) => page.getByRole('menu');

test('clientes: alta con RFC invalido, correccion, busqueda, edicion; obra; salir', async ({ page }) => {
  const nombre = `Constructora E2E ${Date.now()}`;
  await loginAsAdmin(page);

  await menu(page).getByRole('menuitem', { name: 'Clientes', exact: true }).click();
  await expect(page).toHaveURL(/\/clientes(\?.*)?$/);
  await expect(page.getByRole('columnheader', { name: 'RFC' })).toBeVisible();

  await page.getByRole('link', { name: /nuevo/i }).click();
  await expect(page).toHaveURL(/\/clientes\/nuevo$/);
  await field(page, 'nombre').fill(nombre);
  await field(page, 'razonSocial').fill(`${nombre} S.A. de C.V.`);
  await field(page, 'direccion').fill('Blvd. Kino 1105, Hermosillo, Sonora');
  await field(page, 'rfc').fill('ABC12');
  await field(page, 'telefonoContacto').fill('662 215 3040');
  await field(page, 'correoContacto').fill('contacto@e2e.mx');
  await field(page, 'diasCredito').fill('30');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingrese un RFC valido segun las normas del SAT..').first()).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/nuevo$/);

  await field(page, 'rfc').fill('cpi950214ab1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/clientes(\?.*)?$/);

  await page.getByLabel('Buscar').fill(nombre.toLowerCase());
  // The debounced search leaves one row.
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(nombre) });
  await expect(row).toContainText('CPI950214AB1');

  await row.click();
  await expect(page).toHaveURL(/\/clientes\/\d+\/editar$/);
  await expect(field(page, 'nombre')).toHaveValue(nombre);
  await field(page, 'telefono').fill('662 000 1111');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/clientes(\?.*)?$/);
  await page.getByLabel('Buscar').fill(nombre);
  await expect(page.getByRole('row', { name: new RegExp(nombre) })).toContainText('662 000 1111');

  await page.getByRole('button', { name: 'Seleccionar Obra...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleccionar Obra...' });
  await dialog.getByRole('combobox').fill('torre');
  await page.getByRole('option', { name: /Torre Medica Pitic/ }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);
  await expect(menu(page).getByRole('menuitem', { name: 'Compras', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Clientes', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page).getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
  await expect(page.getByText('Sin obra seleccionada')).toBeVisible();

  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Salir', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Ingreso' })).toBeVisible();
});

test('una ruta desconocida muestra la pagina 404 con Regresar', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/no-existe/en-absoluto');
  await expect(page.getByText('Error 404 - Pagina No Encontrada').first()).toBeVisible();
  await expect(page.getByText('/no-existe/en-absoluto')).toBeVisible();
  await page.getByRole('button', { name: 'Regresar' }).click();
  await expect(page).toHaveURL(/\/$/);
});
