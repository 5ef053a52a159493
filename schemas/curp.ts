/**
 * RENAPO's CURP check digit (docs/domain.md): the 18th character is computed from the first 17, so a
 * CURP that matches the pattern but was mistyped is still caught.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** The check digit of a CURP's first 17 characters; null when a character is outside the alphabet. */
export function curpCheckDigit(first17: string): string | null {
  const body = first17.toUpperCase();
  if (body.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(body[i]);
    if (value < 0) return null;
    sum += value * (18 - i);
  }
  return String((10 - (sum % 10)) % 10);
}

/** True when an 18-character CURP ends with the digit RENAPO's algorithm gives. */
export function hasValidCurpCheckDigit(curp: string): boolean {
  const text = curp.trim().toUpperCase();
  return text.length === 18 && curpCheckDigit(text.slice(0, 17)) === text[17];
}
