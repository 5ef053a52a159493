/** What every e2e test shares: the seeded admin and how a person logs in. */
import { expect, type Page } from '@playwright/test';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-clave';

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Ingreso' })).toBeVisible();
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
}
