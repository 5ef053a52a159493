import { describe, expect, it } from 'vitest';
import { hasValidRfcCheckDigit, rfcCheckDigit } from './rfc';

// Real RFCs published by their owners or by SAT (CFDI test taxpayers).
const REAL_RFCS = [
  'PME380607P35', // Petroleos Mexicanos
  'CFE370814QI0', // Comision Federal de Electricidad
  'TME840315KT6', // Telefonos de Mexico
  'BIM011108DJ5', // Grupo Bimbo
  'SAT970701NN3', // Servicio de Administracion Tributaria
  'UNA2907227Y5', // Universidad Nacional Autonoma de Mexico
  'EKU9003173C9', // SAT test taxpayer (moral)
  'GODE561231GR8', // SAT's worked example (fisica)
  'XOJI740919U48', // SAT test taxpayer (fisica)
  'IAÑL750210963', // SAT test taxpayer with Ñ
];

describe('RFC check digit', () => {
  it.each(REAL_RFCS)('accepts the real RFC %s', (rfc) => {
    expect(hasValidRfcCheckDigit(rfc)).toBe(true);
  });

  it('computes the digit for moral and fisica RFCs', () => {
    expect(rfcCheckDigit('PME380607P3')).toBe('5');
    expect(rfcCheckDigit('GODE561231GR')).toBe('8');
  });

  it("answers 'A' when eleven minus the remainder is ten, '0' when the remainder is zero", () => {
    // GODE561231GG weighs 1002 (remainder 1 → 11 − 1 = 10 → 'A'); GODE561231GA weighs 990 (remainder 0).
    expect(rfcCheckDigit('GODE561231GG')).toBe('A');
    expect(rfcCheckDigit('GODE561231GA')).toBe('0');
  });

  it('rejects a mistyped last character', () => {
    expect(hasValidRfcCheckDigit('PME380607P36')).toBe(false);
    expect(hasValidRfcCheckDigit('GODE561231GR9')).toBe(false);
  });

  it('normalizes case and spaces before checking', () => {
    expect(hasValidRfcCheckDigit(' gode561231gr8 ')).toBe(true);
  });

  it("accepts SAT's generic RFCs", () => {
    expect(hasValidRfcCheckDigit('XAXX010101000')).toBe(true);
    expect(hasValidRfcCheckDigit('XEXX010101000')).toBe(true);
  });

  it('refuses wrong lengths and foreign characters', () => {
    expect(hasValidRfcCheckDigit('PME380607P3')).toBe(false);
    expect(rfcCheckDigit('PME38060#P3')).toBeNull();
  });
});
