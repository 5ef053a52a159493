/** The string formats our schemas use, shared by the run-time Ajv and the pre-compiled validators. */
import ucs2 from 'ajv/dist/runtime/ucs2length';
import { fullFormats } from 'ajv-formats/dist/formats';

export const FORMAT_NAMES = ['email', 'date', 'date-time', 'uri'] as const;

interface DateFormat {
  validate: (text: string) => boolean;
  compare: (a: string, b: string) => number | undefined;
}

/**
 * Year 0000 passes RFC 3339 but not PostgreSQL (years start at 1): such a date is invalid input.
 * Only valid dates are compared (`formatMinimum`/`formatMaximum`), so an invalid one fails its format alone.
 */
function fromYearOne(format: DateFormat): DateFormat {
  const validate = (text: string) => !text.startsWith('0000') && format.validate(text);
  return { validate, compare: (a, b) => (validate(a) && validate(b) ? format.compare(a, b) : undefined) };
}

export const formats = {
  ...Object.fromEntries(FORMAT_NAMES.map((name) => [name, fullFormats[name]])),
  date: fromYearOne(fullFormats.date as DateFormat),
  'date-time': fromYearOne(fullFormats['date-time'] as DateFormat),
};

/**
 * Ajv's string length in characters (not UTF-16 units), which the standalone code of `maxLength`
 * calls. It is CommonJS: its default export reaches ES modules wrapped or not depending on the loader.
 */
export const ucs2length: (text: string) => number = (ucs2 as unknown as { default?: typeof ucs2 }).default ?? ucs2;
