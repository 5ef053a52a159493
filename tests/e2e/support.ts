/**
 * What every e2e test shares: the seeded admin, how a person logs in, and a `test` whose page is
 * checked (axe and English words, see pageChecks.ts) on every address it reaches and at its end.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { pageProblems } from './pageChecks';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-clave';

/** Time for a screen to render after its address changes, before it is checked. */
const SETTLE_MS = 700;

/**
 * Without transitions a menu or dialog is checked as the user finally sees it, never mid-fade (axe
 * measured a half-faded option at 1.77:1 contrast). The product's timing does not depend on them.
 */
const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';

export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, NO_MOTION);
    const problems = new Set<string>();
    let checks = Promise.resolve();
    const check = () => {
      checks = checks.then(async () => {
        try {
          await page.waitForTimeout(SETTLE_MS);
          (await pageProblems(page)).forEach((problem) => problems.add(problem));
        } catch (error) {
          // A navigation in the middle of a check queues the check of the page it leads to.
          if (!page.isClosed() && !String(error).includes('Execution context was destroyed')) throw error;
        }
      });
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) check();
    });
    await provide(page);
    check();
    await checks;
    expect([...problems], 'Problemas de accesibilidad o texto en inglés').toEqual([]);
  },
});

export { expect };

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Ingreso' })).toBeVisible();
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
}
