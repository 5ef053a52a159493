/**
 * SAT's RFC check digit (homoclave's last character). About 1.5% of real RFCs fail it (
 * docs/domain.md), so the UI only warns on a mismatch and the server never rejects for it.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** SAT's generic RFCs (público en general, extranjeros) carry no real check digit. */
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);

/**
 * The check digit SAT computes for an RFC's first 11 (moral) or 12 (física) characters; null when
 * a character is outside SAT's alphabet. Moral RFCs are left-padded with a space to 12.
 */
export function rfcCheckDigit(rfcWithoutDigit: string): string | null {
  const body = rfcWithoutDigit.toUpperCase().padStart(12, ' ');
  if (body.length !== 12) return null;
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = ALPHABET.indexOf(body[i]);
    if (value < 0) return null;
    sum += value * (13 - i);
  }
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  return remainder === 1 ? 'A' : String(11 - remainder);
}

/** True when a 12- or 13-character RFC ends with the digit SAT's algorithm gives (or is generic). */
export function hasValidRfcCheckDigit(rfc: string): boolean {
  const text = rfc.trim().toUpperCase();
  if (GENERIC_RFCS.has(text)) return true;
  if (text.length !== 12 && text.length !== 13) return false;
  return rfcCheckDigit(text.slice(0, -1)) === text.slice(-1);
}
