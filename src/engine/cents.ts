/**
 * Money as whole cents (BigInt), so sums and percentages never touch float arithmetic
 * (DESIGN.md §3). Amounts arrive as the form holds them: numbers with at most two decimals, or
 * the server's numeric strings.
 */
const AMOUNT = /^(-)?(\d+)(?:\.(\d{0,2})\d*)?$/;

/** `1234.5` → `123450n`; null for blanks and anything that is not an amount. */
export function toCents(value: unknown): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? value.toFixed(2) : String(value).trim();
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, sign, units, decimals = ''] = match;
  const cents = BigInt(units) * 100n + BigInt(decimals.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** `123450n` → `1234.5`: the JSON number the form and the API carry. */
export function fromCents(cents: bigint): number {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return Number(negative ? `-${text}` : text);
}

/** Division rounded half away from zero, on integers. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Percent text with up to two decimals (`12.5`, `12,5 %`) in hundredths of a percent; null otherwise. */
export function parsePercent(text: string): bigint | null {
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(text.replace(/[\s%]/g, ''));
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** `percent` (hundredths of a percent) of `total` cents, rounded to the cent. */
export function percentOf(total: bigint, hundredths: bigint): bigint {
  return divRound(total * hundredths, 10000n);
}

/** What share of `total` `part` is, as percent text with two decimals; '' when total is zero. */
export function shareOf(part: bigint, total: bigint): string {
  if (total === 0n) return '';
  const hundredths = divRound(part * 10000n, total);
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
