import { describe, expect, it } from 'vitest';
import { curpCheckDigit, hasValidCurpCheckDigit } from './curp';

// CURPs published by their owners or by RENAPO's worked examples.
const REAL_CURPS = ['LOOA531113HTCPBN07', 'MAAR790213HMNRLF03'];

describe('CURP check digit', () => {
  it.each(REAL_CURPS)('accepts the real CURP %s', (curp) => {
    expect(hasValidCurpCheckDigit(curp)).toBe(true);
  });

  it('computes the digit from the first 17 characters', () => {
    expect(curpCheckDigit('LOOA531113HTCPBN0')).toBe('7');
    expect(curpCheckDigit('MAAR790213HMNRLF0')).toBe('3');
  });

  it('rejects every other final digit', () => {
    for (const digit of '012345689') expect(hasValidCurpCheckDigit(`LOOA531113HTCPBN0${digit}`), digit).toBe(false);
  });

  it('catches a mistyped character before the check digit', () => {
    expect(hasValidCurpCheckDigit('LOOA531113HTCPBM07')).toBe(false);
    expect(hasValidCurpCheckDigit('LOOA531114HTCPBN07')).toBe(false);
  });

  it('weighs Ñ between N and O', () => {
    // The 17th character weighs 2: N (23), Ñ (24) and O (25) move the sum by 2 each.
    const digit = (last: string) => Number(curpCheckDigit(`PEXA800101HSRNN0${last}`));
    expect((digit('N') - digit('Ñ') + 10) % 10).toBe(2);
    expect((digit('Ñ') - digit('O') + 10) % 10).toBe(2);
  });

  it('trims and upper-cases, and rejects wrong lengths or characters outside the alphabet', () => {
    expect(hasValidCurpCheckDigit('  looa531113htcpbn07 ')).toBe(true);
    expect(hasValidCurpCheckDigit('LOOA531113HTCPBN0')).toBe(false);
    expect(hasValidCurpCheckDigit('LOOA531113HTCPBN070')).toBe(false);
    expect(curpCheckDigit('LOOA531113HTCPB-0')).toBeNull();
    expect(curpCheckDigit('SHORT')).toBeNull();
  });
});
