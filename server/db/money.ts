/**
 * Money without floats (DESIGN.md §3): numeric(14,2) columns arrive as strings, are computed in
 * integer cents (bigint) and leave as JSON numbers with at most 2 decimals.
 */
const MONEY_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a decimal text ("1234.5", "-0.05") or of a number with at most 2 decimals; null otherwise. */
export function parseCents(value: string | number): bigint | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = text === null ? null : MONEY_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** A finite number's shortest decimal text; exponent forms (1e21, 1e-7) are not money. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** Like parseCents, for values the database already holds: a malformed one is a bug, not input. */
export function toCents(value: string | number): bigint {
  const cents = parseCents(value);
  if (cents === null) throw new Error(`Importe invalido: ${String(value)}`);
  return cents;
}

/** Decimal text with exactly 2 decimals, as numeric columns take it: -123405n → "-1234.05". */
export function centsToText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The JSON number of a stored amount ("1234.50" → 1234.5); null stays null. */
export function moneyToJson(value: string | null): number | null {
  return value === null ? null : Number(centsToText(toCents(value)));
}

export function sumCents(values: (string | number)[]): bigint {
  return values.reduce<bigint>((total, value) => total + toCents(value), 0n);
}
