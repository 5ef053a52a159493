/**
 * Checks every page an e2e test shows: axe-core finds no serious or critical violation (WCAG 2.5.3's
 * label-content-name-mismatch included) and no heading problem, and no English UI word is left in the visible text
 * outside table rows (data) or in accessible names (aria-label, title, placeholder).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Words of English UI texts (MUI, react-admin) that a Spanish screen never shows. 'Email' is left
 * out: it is the Spanish title the product gives the empleado's correo.
 */
export const ENGLISH_WORDS = [
  'Menu',
  'Open',
  'Clear',
  'Cancel',
  'Close',
  'Save',
  'Delete',
  'Search',
  'Rows per page',
  'of',
  'Next',
  'Previous',
  'User',
  'Admin',
  'Assistant',
  'Superuser',
  'Loading',
  'Refresh',
  'Logout',
  'Actions',
  'Go to',
  'page',
];

const englishPattern = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`);

/**
 * Colours measured mid fade (menus, popovers, ripples) are not the page's: give a transition that
 * is about to start its frame (MUI's last at most 225 ms), then let running ones finish.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 2_000,
    })
    .catch(() => undefined);
}

/**
 * axe with every rule it runs by default, plus label-content-name-mismatch (WCAG 2.5.3: a control's
 * accessible name contains its visible text), which axe-core kept experimental and off before 4.14.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });

/**
 * Rules of moderate impact that count all the same: a screen has one h1 (its title), skips no
 * heading level and names every table header.
 */
const HEADING_RULES = ['page-has-heading-one', 'heading-order', 'empty-table-header'];

/** A modal hides the screen behind it from assistive technology, its h1 with it: headings are a screen's. */
const MODAL = '[role="dialog"], [role="alertdialog"], [role="presentation"].MuiModal-root';

/**
 * A screen names itself once it has loaded (a lazy screen, an editor reading its record): wait for
 * its titled h1, up to a loaded machine's while; a screen that never shows one fails the check.
 */
async function titled(page: Page): Promise<void> {
  await page
    .locator('h1')
    .filter({ hasText: /\S/ })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * How many times, since the page loaded, a modal or menu came or went (a portal added to or
 * removed from the body, a screen hidden from assistive technology or shown again). The test keeps
 * acting while axe runs: a select opened mid-analysis hides the h1 from it.
 */
const overlayChanges = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { overlayChanges?: number };
    if (counted.overlayChanges === undefined) {
      counted.overlayChanges = 0;
      const count = () => {
        counted.overlayChanges! += 1;
      };
      new MutationObserver(count).observe(document.body, { childList: true });
      new MutationObserver(count).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-hidden'],
      });
    }
    return counted.overlayChanges;
  });

/**
 * The heading rules' verdict on the screen, taken only while it stays the same screen and no modal
 * or menu covers it nor comes or goes during the analysis (the test may be signing in, or opening a
 * select); none when it was never still (the next screen's check counts).
 */
async function headingViolations(page: Page) {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await settled(page);
    await titled(page);
    const [shown, before] = [page.url(), await overlayChanges(page)];
    if ((await page.locator(MODAL).count()) > 0) continue;
    const { violations } = await new AxeBuilder({ page }).withRules(HEADING_RULES).analyze();
    const still = page.url() === shown && (await overlayChanges(page)) === before;
    if (still && (await page.locator(MODAL).count()) === 0) return violations;
  }
  return [];
}

/**
 * The test keeps acting while axe runs, so a dialog or menu may fade in mid-analysis: a contrast
 * failure counts only if it is still there once the page has settled and axe measures again.
 */
async function violationsOf(page: Page) {
  await settled(page);
  const serious = (await axe(page).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const headings = await headingViolations(page);
  if (!serious.some((v) => v.id === 'color-contrast')) return [...serious, ...headings];
  await settled(page);
  const again = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return [...serious.filter((v) => v.id !== 'color-contrast'), ...again.violations, ...headings];
}

export async function axeProblems(page: Page): Promise<string[]> {
  const violations = await violationsOf(page);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 160)} [${n.failureSummary?.replace(/\s+/g, ' ').slice(0, 200)}]`,
        )
        .join(', ')}`,
  );
}

export async function englishTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const labelled = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    const lines = (element: HTMLElement) => element.innerText.split('\n').map((text) => text.trim());
    // Table rows, and the cards a phone shows them as (src/engine/list/RowCard.tsx), hold the company's
    // data, where a Spanish word may look English ("Cancel de aluminio").
    const rows = 'tbody, ul[aria-label] > li, ul[aria-labelledby] > li';
    const data = new Set([...document.querySelectorAll<HTMLElement>(rows)].flatMap(lines));
    return [...lines(document.body).filter((text) => !data.has(text)), ...labelled]
      .map((text) => text.trim())
      .filter(Boolean);
  });
  return [...new Set(texts.filter((text) => englishPattern.test(text)))];
}

/** Both checks on what the page shows now, as one list of problems tagged with its address. */
export async function pageProblems(page: Page): Promise<string[]> {
  const where = new URL(page.url()).pathname;
  const problems = [
    ...(await axeProblems(page)),
    ...(await englishTexts(page)).map((text) => `texto en inglés: "${text}"`),
  ];
  return problems.map((problem) => `${where}: ${problem}`);
}
