/**
 * Permisos are enforced, not just hidden (issue 4): an admin creates a ROLE_USER, generates their
 * permisos and takes Clientes away; that user sees no Clientes in the menu, the API answers 403 and
 * typing the URL shows the access-denied page. Once the admin grants it back, the user's next
 * request and next page load have it again, without logging in anew.
 */
import type { Page } from '@playwright/test';
import { expect, loginAsAdmin, test } from './support';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();
const menu = (page: Page) => page.getByRole('menu');
const ACCESO_DENEGADO = 'No tiene permisos para ver esta página';

async function login(page: Page, username: string, password: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The token the SPA keeps in sessionStorage (docs/product.md §4). */
const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string }).token);

/** The Autorizado switch of one menu item, paging through the user's permisos until it shows. */
async function permisoSwitch(page: Page, nombre: string) {
  const toggle = page.getByRole('switch', { name: `Autorizado: ${nombre}`, exact: true });
  await page.getByRole('combobox', { name: /filas por página/i }).click();
  await page.getByRole('option', { name: '20' }).click();
  for (let pagina = 0; pagina < 5; pagina++) {
    try {
      await expect(toggle).toBeVisible({ timeout: 3000 });
      return toggle;
    } catch {
      await page.getByRole('button', { name: /siguiente/i }).click();
    }
  }
  throw new Error(`No aparece el permiso ${nombre}`);
}

async function setAutorizado(page: Page, toggle: ReturnType<Page['getByRole']>, value: boolean) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/usuario/permiso') && r.request().method() === 'PUT');
  await toggle.click();
  expect((await saved).status()).toBe(200);
  if (value) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

test('un permiso retirado quita el menu, la API y la ruta; al devolverlo vuelve', async ({ page, browser }) => {
  const username = `e2e.${Date.now().toString(36)}`;
  const password = 'clave-e2e-123';

  await loginAsAdmin(page);
  await page.goto('/configura/usuarios');
  await page.getByRole('link', { name: /nuevo/i }).click();
  await expect(page).toHaveURL(/\/configura\/usuarios\/nuevo$/);
  await page.getByRole('combobox', { name: /Rol/ }).click();
  await page.getByRole('option', { name: 'Usuario', exact: true }).click();
  await field(page, 'nombres').fill('Usuaria');
  await field(page, 'apellidos').fill('De Prueba E2E');
  await field(page, 'correo').fill(`${username}@obras.mx`);
  await field(page, 'username').fill(username);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/configura\/usuarios(\?.*)?$/);

  // A row clicked before the debounced search applies still opens.
  await page.getByLabel('Buscar').fill(username);
  await page.getByRole('row', { name: new RegExp(username.replace('.', '\\.')) }).click();
  await expect(page).toHaveURL(/\/configura\/usuarios\/\d+\/editar$/);
  await page.getByRole('button', { name: 'Generar Permisos' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Esta seguro que desea reestablecer los permisos del usuario?');
  await confirm.getByRole('button', { name: /confirmar/i }).click();
  await expect(page.getByText('Se reestablecieron los permisos del usuario')).toBeVisible();

  await menu(page).getByRole('menuitem', { name: 'Permisos', exact: true }).click();
  await expect(page).toHaveURL(/\/configura\/permisos$/);
  // Exact: until the lazy permisos screen replaces it, the editor's Rol select reads "Rol * Usuario".
  await page.getByRole('combobox', { name: 'Usuario', exact: true }).fill(username);
  await page.getByRole('option', { name: new RegExp(username.replace('.', '\\.')) }).click();
  await expect(page).toHaveURL(/\/configura\/permisos\?usuarioId=\d+$/);
  const clientes = await permisoSwitch(page, 'Clientes');
  await expect(clientes).toBeChecked();
  await setAutorizado(page, clientes, false);

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await login(userPage, username, password);
  await expect(menu(userPage).getByRole('menuitem', { name: 'Proveedores', exact: true })).toBeVisible();
  await expect(menu(userPage).getByRole('menuitem', { name: 'Clientes', exact: true })).toHaveCount(0);
  const token = await tokenOf(userPage);
  const api = () => userPage.request.get('/api/cliente', { headers: { Authorization: `Bearer ${token}` } });
  expect((await api()).status()).toBe(403);
  await userPage.goto('/clientes');
  await expect(userPage.getByText(ACCESO_DENEGADO)).toBeVisible();
  await expect(userPage.getByRole('columnheader', { name: 'RFC' })).toHaveCount(0);

  await setAutorizado(page, clientes, true);

  expect((await api()).status()).toBe(200);
  await userPage.goto('/');
  await expect(menu(userPage).getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
  await menu(userPage).getByRole('menuitem', { name: 'Clientes', exact: true }).click();
  await expect(userPage.getByRole('columnheader', { name: 'RFC' })).toBeVisible();
  await userContext.close();
});
