import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('money text', () => {
  it('shows two fixed decimals and thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('85000')).toBe('85,000.00');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('shows nothing for an empty value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('strips the formatting back to a number', () => {
    expect(parseMoney('$1,234,567.50')).toBe(1234567.5);
    expect(parseMoney(' 85,000 ')).toBe(85000);
    expect(parseMoney('12.')).toBe(12);
    expect(parseMoney('-3.5')).toBe(-3.5);
  });

  it('keeps at most two decimals and answers null without digits', () => {
    expect(parseMoney('10.129')).toBe(10.12);
    expect(parseMoney('$')).toBeNull();
    expect(parseMoney('')).toBeNull();
  });
});
