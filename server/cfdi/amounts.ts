/**
 * CFDI decimals (SAT pattern `[0-9]{1,18}(.[0-9]{1,6})?`): non-negative, at most 6 decimals, read
 * from the attribute's text and never through a float.
 */
import { divRound, parseScaled } from '../../schemas/money';

const CFDI_DECIMAL = /^\d{1,18}(?:\.\d{1,6})?$/;

/** Whether `text` is a decimal as the CFDI schema writes them ('1160.005000', '3'); no sign, no exponent. */
export const isCfdiDecimal = (text: string): boolean => CFDI_DECIMAL.test(text);

/** Integer cents of a CFDI decimal, rounded half up from its 6 possible decimals; null when not one. */
export function cfdiCents(text: string): bigint | null {
  if (!isCfdiDecimal(text)) return null;
  const millionths = parseScaled(text, 6);
  return millionths === null ? null : divRound(millionths, 10_000n);
}
