/** Money as SPEC.md §9 shows it (en-US, 2 decimals, thousands separators) and back to a number. */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? formatter.format(number) : '';
}

/**
 * What the user typed, without `$`, separators or spaces, cut (not rounded) to two decimals on the
 * text so no float arithmetic is involved; null when nothing numeric is left.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[^0-9.-]/g, '');
  const match = /^-?\d*(\.\d{0,2})?/.exec(cleaned)?.[0] ?? '';
  if (!/\d/.test(match)) return null;
  return Number(match);
}
