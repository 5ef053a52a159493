/**
 * `x-ui.warn` checks: advice under an input that never blocks a save (docs/domain.md: the RFC check
 * digit fails for some real RFCs, so it can only warn).
 */
import type { PropertySchema, UiHints } from '../../schemas';
import { hasValidRfcCheckDigit } from '../../schemas/rfc';

type Warning = NonNullable<UiHints['warn']>;

export const RFC_CHECK_DIGIT_WARNING =
  'El digito verificador no coincide con el calculo del SAT; revise que el RFC este bien escrito.';

const CHECKS: Record<Warning, (text: string) => string | null> = {
  rfcCheckDigit: (text) => (hasValidRfcCheckDigit(text) ? null : RFC_CHECK_DIGIT_WARNING),
};

/** The warning for a value, only once it passes the property's own pattern (errors come first). */
export function warningFor(prop: PropertySchema, value: unknown): string | null {
  const warn = prop['x-ui']?.warn;
  if (!warn || typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  if (!text || (prop.pattern && !new RegExp(prop.pattern, 'u').test(text))) return null;
  return CHECKS[warn](text);
}
