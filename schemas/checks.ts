/** `x-check`: check digits JSON Schema cannot express; the property's errorMessage names the failure. */
import type { CheckKind } from './types';
import { hasValidCurpCheckDigit } from './curp';
import { isValidNss } from './nss';

export const CHECKS: Record<CheckKind, (text: string) => boolean> = {
  curp: hasValidCurpCheckDigit,
  nss: isValidNss,
};
