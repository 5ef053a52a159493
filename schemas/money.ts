/**
 * Money for browser and server alike, in integer cents (bigint): amounts are read from their
 * decimal text, never multiplied or added as floats. Amounts travel as JSON numbers or numeric
 * strings with at most 2 decimals; quantities and rates with at most 4.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** A finite number's shortest decimal text; exponent forms (1e21, 1e-7) are not amounts. */
function decimalText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** `value` in units of 10^-scale (`'1.5'`, 2 → 150n); null for blanks, non-decimals and extra decimals. */
export function parseScaled(value: unknown, scale: number): bigint | null {
  const text = decimalText(value);
  const match = text ? DECIMAL.exec(text) : null;
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) return null;
  const scaled = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return sign ? -scaled : scaled;
}

/** Cents of a decimal text ("1234.5", "-0.05") or a number with at most 2 decimals; null otherwise. */
export const parseCents = (value: unknown): bigint | null => parseScaled(value, 2);

/** Like parseCents, for values already stored or validated: a malformed one is a bug, not input. */
export function toCents(value: string | number): bigint {
  const cents = parseCents(value);
  if (cents === null) throw new RangeError(`Importe invalido: ${String(value)}`);
  return cents;
}

/** Decimal text with exactly 2 decimals, as numeric columns take it: -123405n → "-1234.05". */
export function centsToText(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** `123450n` → `1234.5`: the JSON number forms and the API carry. */
export const fromCents = (cents: bigint): number => Number(centsToText(cents));

/** The JSON number of a stored amount ("1234.50" → 1234.5); null stays null. */
/** A stored numeric as its JSON number; null stays null (an empty optional column). */
export function moneyToJson(value: string): number;
export function moneyToJson(value: string | null): number | null;
export function moneyToJson(value: string | null): number | null {
  return value === null ? null : fromCents(toCents(value));
}

export const sumCents = (values: (string | number)[]): bigint =>
  values.reduce<bigint>((total, value) => total + toCents(value), 0n);

/** `123456n` → "1,234.56": thousands separators and 2 decimals, en-US as the product shows money. */
function groupedText(cents: bigint): string {
  const [whole, fraction] = centsToText(cents < 0n ? -cents : cents).split('.');
  return `${cents < 0n ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** Cents as shown to people: `123456n` → "$1,234.56", `-5n` → "-$0.05". */
export const formatCents = (cents: bigint): string => groupedText(cents).replace(/^(-?)/, '$1$$');

/** An amount (number or numeric text) without the `$`: "1,234.56"; '' when it is not an amount. */
export function formatMoney(value: unknown): string {
  const cents = parseCents(value);
  return cents === null ? '' : groupedText(cents);
}

/** Why typed text is no number (the money, number and line inputs show it under the input). */
export const SOLO_NUMEROS = 'Escriba solo numeros, con punto o coma decimal';
export const SEPARADOR_AMBIGUO = 'Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50';
export const hastaDecimales = (decimals: number) =>
  decimals === 0 ? 'Escriba un numero entero' : `Use hasta ${decimals} decimales`;

/** Thousands in groups of 3 between `separator`s: "1,234,567". */
const groupedBy = (text: string, separator: string) =>
  new RegExp(`^[1-9]\\d{0,2}(?:\\${separator}\\d{3})+$`).test(text);

/**
 * The whole and fraction digits of digits with `.` and `,`; null when reading them would be a guess.
 * The last separator is the decimal one, unless it groups: repeated ("1,234,567"), or a lone comma
 * before exactly three digits ("1,234" is 1234); any other separator before it must group thousands.
 */
function splitDecimal(body: string): [string, string] | null {
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (last < 0) return [body, ''];
  const separator = body[last];
  const other = separator === '.' ? ',' : '.';
  const head = body.slice(0, last);
  const tail = body.slice(last + 1);
  if (head.includes(separator)) {
    return !head.includes(other) && groupedBy(body, separator) ? [body.replaceAll(separator, ''), ''] : null;
  }
  if (head.includes(other)) return groupedBy(head, other) ? [head.replaceAll(other, ''), tail] : null;
  if (separator === ',' && tail.length === 3 && groupedBy(body, ',')) return [head + tail, ''];
  return [head, tail];
}

export type TypedNumber = { number: number } | { problem: string } | null;

/**
 * A number as a person typed it — `$`, spaces, thousands separators, a decimal point or comma — with
 * at most `decimals` decimals: null when blank, the reason when it cannot be read without guessing.
 * Never multiplied by a misread separator: "1234,50" is 1234.50, "1.234,50" and "1,234.50" too.
 */
export function readTypedNumber(text: string, decimals = Number.POSITIVE_INFINITY): TypedNumber {
  const compact = text.replace(/[\s$]/g, '');
  if (compact === '') return null;
  const match = /^(-?)([\d.,]*\d[\d.,]*)$/.exec(compact);
  if (!match) return { problem: SOLO_NUMEROS };
  const [, sign, body] = match;
  const split = splitDecimal(body);
  if (!split) return { problem: SEPARADOR_AMBIGUO };
  const [whole, fraction] = split;
  if (fraction.length > decimals) return { problem: hastaDecimales(decimals) };
  return { number: Number(`${sign}${whole || '0'}.${fraction || '0'}`) };
}

/**
 * What a typed-number input holds: the number, null when blank, or the text itself when it reads
 * as no number, so the validator refuses it and the input names the reason (typedProblem).
 */
export function typedValue(text: string, decimals?: number): number | string | null {
  const read = readTypedNumber(text, decimals);
  if (read === null) return null;
  return 'number' in read ? read.number : text;
}

/** The reason a held value (typedValue's text) is no number; undefined for a number or a blank. */
export function typedProblem(value: unknown, decimals?: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const read = readTypedNumber(value, decimals);
  return read && 'problem' in read ? read.problem : undefined;
}

/** A typed amount: at most 2 decimals (typedValue). */
export const parseMoney = (text: string): number | string | null => typedValue(text, 2);

/** Division rounded half away from zero, on integers. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
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

/** `hundredths` (of a percent) of `total` cents, rounded to the cent. */
export const percentOf = (total: bigint, hundredths: bigint): bigint => divRound(total * hundredths, 10000n);

/** What share of `total` `part` is, as percent text with two decimals; '' when total is zero. */
export function shareOf(part: bigint, total: bigint): string {
  if (total === 0n) return '';
  const hundredths = divRound(part * 10000n, total);
  return centsToText(hundredths);
}

/** A document line as forms and the API hold it; blanks count as zero. */
export interface LineValues {
  cantidad?: unknown;
  precioUnitario?: unknown;
  tasaiva?: unknown;
}

export interface LineTotals {
  importe: bigint;
  iva: bigint;
}

export interface DocumentTotals {
  lines: LineTotals[];
  subTotal: bigint;
  iva: bigint;
  total: bigint;
}

const QUANTITY_SCALE = 4;
const QUANTITY_UNIT = 10n ** BigInt(QUANTITY_SCALE);

/** A non-negative quantity or rate in ten-thousandths; blanks are 0; anything else is refused. */
function tenThousandths(value: unknown, name: string): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const scaled = parseScaled(value, QUANTITY_SCALE);
  if (scaled === null || scaled < 0n) throw new RangeError(`${name} invalido: ${String(value)}`);
  return scaled;
}

/**
 * importe = cantidad × precioUnitario when the price is above 0, else 0 (rounded half up to the
 * cent); iva = importe × tasaiva (a fraction: 0.16, 0.08, 0), rounded per line.
 */
export function lineTotals(line: LineValues): LineTotals {
  const cantidad = tenThousandths(line.cantidad, 'Cantidad');
  const tasa = tenThousandths(line.tasaiva, 'Tasa de IVA');
  if (tasa > QUANTITY_UNIT) throw new RangeError(`Tasa de IVA invalida: ${String(line.tasaiva)}`);
  const blankPrice = line.precioUnitario === null || line.precioUnitario === undefined || line.precioUnitario === '';
  const precio = blankPrice ? 0n : parseCents(line.precioUnitario);
  if (precio === null) throw new RangeError(`Precio invalido: ${String(line.precioUnitario)}`);
  const importe = precio > 0n ? divRound(cantidad * precio, QUANTITY_UNIT) : 0n;
  return { importe, iva: divRound(importe * tasa, QUANTITY_UNIT) };
}

/** subTotal = Σ importe, iva = Σ line iva, total = subTotal + iva; throws RangeError on a bad line. */
export function documentTotals(lines: readonly LineValues[]): DocumentTotals {
  const each = lines.map(lineTotals);
  const subTotal = each.reduce((sum, line) => sum + line.importe, 0n);
  const iva = each.reduce((sum, line) => sum + line.iva, 0n);
  return { lines: each, subTotal, iva, total: subTotal + iva };
}
