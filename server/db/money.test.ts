import { describe, expect, it } from 'vitest';
import { centsToText, moneyToJson, parseCents, sumCents, toCents } from './money';

describe('money in integer cents', () => {
  it('parses decimal text and numbers with up to 2 decimals', () => {
    expect(parseCents('1234.5')).toBe(123450n);
    expect(parseCents(' 0.05 ')).toBe(5n);
    expect(parseCents('-12.34')).toBe(-1234n);
    expect(parseCents('999999999999.99')).toBe(99999999999999n);
    expect(parseCents(1234.56)).toBe(123456n);
    expect(parseCents(7)).toBe(700n);
  });

  it('rejects anything else instead of rounding it', () => {
    for (const bad of ['1.234', 'abc', '', '1,000.00', '.5', '1e3', 0.1 + 0.2, 1e21, NaN, Infinity]) {
      expect(parseCents(bad), String(bad)).toBeNull();
    }
    expect(() => toCents('12.345')).toThrow();
  });

  it('adds without float error and writes numeric text with 2 decimals', () => {
    expect(centsToText(sumCents(['0.10', '0.20']))).toBe('0.30');
    expect(centsToText(-123405n)).toBe('-1234.05');
    expect(centsToText(-5n)).toBe('-0.05');
    expect(centsToText(toCents('1500000') - sumCents(['600000.10', '450000.25', '150000']))).toBe('299999.65');
  });

  it('turns stored amounts into JSON numbers', () => {
    expect(moneyToJson('1234567.85')).toBe(1234567.85);
    expect(moneyToJson('200000.00')).toBe(200000);
    expect(moneyToJson(null)).toBeNull();
  });
});
