/**
 * A picked or typed date as the schema's `YYYY-MM-DD`, for every date input (the engine's and a
 * screen's own picker): a year typed with two digits is 20YY ("5/12/26" is 2026-12-05), never the
 * year 26; the picker then shows the full year.
 */
import { format, isValid, parseISO, setYear } from 'date-fns';

const ISO_DAY = 'yyyy-MM-dd';
const CENTURY = 2000;

/** The picker's value of a `YYYY-MM-DD` text; null for none. */
export const dateOfIsoDay = (value: unknown): Date | null =>
  typeof value === 'string' && value ? parseISO(value) : null;

/** `YYYY-MM-DD` of the picker's date; null while it is none or incomplete. */
export function isoDayOf(date: Date | null): string | null {
  if (!date || !isValid(date)) return null;
  const year = date.getFullYear();
  return format(year < 100 ? setYear(date, CENTURY + year) : date, ISO_DAY);
}
