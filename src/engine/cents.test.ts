import { describe, expect, it } from 'vitest';
import { fromCents, parsePercent, percentOf, shareOf, toCents } from './cents';

describe('cents', () => {
  it('reads numbers and numeric strings as whole cents', () => {
    expect(toCents(1234.5)).toBe(123450n);
    expect(toCents('85000.00')).toBe(8500000n);
    expect(toCents(0.1)).toBe(10n);
    expect(toCents(-3.05)).toBe(-305n);
    expect(toCents('12.349')).toBe(1234n);
  });

  it('answers null for blanks and text that is no amount', () => {
    expect(toCents(null)).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents('abc')).toBeNull();
  });

  it('turns cents back into the JSON number', () => {
    expect(fromCents(123450n)).toBe(1234.5);
    expect(fromCents(-305n)).toBe(-3.05);
    expect(fromCents(99999999999999n)).toBe(999999999999.99);
  });

  it('adds what floats get wrong', () => {
    const sum = (toCents(0.1) ?? 0n) + (toCents(0.2) ?? 0n);
    expect(fromCents(sum)).toBe(0.3);
  });

  it('reads percent text in hundredths of a percent', () => {
    expect(parsePercent('12.5')).toBe(1250n);
    expect(parsePercent('12,5 %')).toBe(1250n);
    expect(parsePercent('40')).toBe(4000n);
    expect(parsePercent('4.5.1')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });

  it('takes a percentage of an amount, rounded to the cent', () => {
    expect(percentOf(toCents(1000000)!, 4000n)).toBe(40000000n);
    expect(percentOf(toCents(333.33)!, 3333n)).toBe(11110n);
    expect(percentOf(toCents(999999999999.99)!, 10000n)).toBe(99999999999999n);
  });

  it('tells the share of a part as percent text', () => {
    expect(shareOf(25000n, 100000n)).toBe('25.00');
    expect(shareOf(1n, 3n)).toBe('33.33');
    expect(shareOf(5n, 0n)).toBe('');
  });
});
