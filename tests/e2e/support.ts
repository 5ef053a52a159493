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
    // A check that has not started yet will see the screen a navigation led to, or a later one: one
    // waiting check covers every navigation until it starts, instead of a queue of checks of the
    // same screen that outlasted the test on a loaded machine.
    let waiting = false;
    const check = () => {
      if (waiting) return;
      waiting = true;
      checks = checks.then(async () => {
        waiting = false;
        const shown = page.url();
        try {
          await page.waitForTimeout(SETTLE_MS);
          (await pageProblems(page)).forEach((problem) => problems.add(problem));
        } catch (error) {
          // A navigation in the middle of a check queues the check of the page it leads to.
          const left = page.isClosed() || page.url() !== shown;
          if (!left && !String(error).includes('Execution context was destroyed')) throw error;
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

/**
 * A one-page PDF made here, the comprobante a supplier sent; `paddingKb` of comment makes its upload
 * last long enough on a slowed connection to watch the progress bar move.
 */
export function comprobantePdf(paddingKb = 0, text = 'Factura F-9001'): Buffer {
  const content = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = `%PDF-1.4\n%${'x'.repeat(paddingKb * 1024)}\n`;
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Picks the active obra in the top bar's dialog, as a user does; its summary opens. */
export async function chooseObra(page: Page, search: string, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Seleccionar Obra...' }).click();
  await page.getByRole('dialog', { name: 'Seleccionar Obra...' }).getByRole('combobox').fill(search);
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/\/obras\/\d+\/resumen$/);
}
