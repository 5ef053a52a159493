/**
 * IMSS social security number (NSS, docs/domain.md): 11 digits, the last a Luhn check digit over
 * the first 10.
 */

/** The Luhn digit of ten digits: from the left, odd positions weigh 1 and even ones 2. */
export function nssCheckDigit(first10: string): string | null {
  if (!/^[0-9]{10}$/.test(first10)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const product = Number(first10[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return String((10 - (sum % 10)) % 10);
}

/** True for 11 digits whose last one is the Luhn digit of the first ten. */
export function isValidNss(nss: string): boolean {
  const text = nss.trim();
  return /^[0-9]{11}$/.test(text) && nssCheckDigit(text.slice(0, 10)) === text[10];
}
