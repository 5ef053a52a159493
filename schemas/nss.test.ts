import { describe, expect, it } from 'vitest';
import { isValidNss, nssCheckDigit } from './nss';

describe('NSS check digit (Luhn)', () => {
  it('accepts the textbook Luhn number and NSS-shaped numbers with their digit', () => {
    expect(isValidNss('79927398713')).toBe(true);
    expect(nssCheckDigit('7992739871')).toBe('3');
    expect(nssCheckDigit('1234567890')).toBe('3');
    expect(isValidNss('12345678903')).toBe(true);
    expect(nssCheckDigit('0000000000')).toBe('0');
  });

  it('doubles the even positions from the left and folds products above 9', () => {
    // 5 at position 2 weighs 2: 10 folds to 1, so the sum is 1 and the digit 9.
    expect(nssCheckDigit('0500000000')).toBe('9');
    // 5 at position 1 weighs 1: sum 5, digit 5.
    expect(nssCheckDigit('5000000000')).toBe('5');
  });

  it('rejects every other final digit and a swap of neighbouring digits', () => {
    for (const digit of '012456789') expect(isValidNss(`7992739871${digit}`), digit).toBe(false);
    expect(isValidNss('97927398713')).toBe(false);
  });

  it('needs exactly 11 digits, trimmed', () => {
    expect(isValidNss(' 79927398713 ')).toBe(true);
    for (const nss of ['7992739871', '799273987130', '7992739871A', '7992-739871', ''])
      expect(isValidNss(nss), nss).toBe(false);
    expect(nssCheckDigit('79927')).toBeNull();
  });
});
