/**
 * The text inputs of numbers (money, the `number` widget, a line's cells): what is typed is read by
 * schemas/money.ts's `typedValue` — decimal comma or point, thousands separators — and text it
 * cannot read without guessing stays in the form, refused by the validator, with its reason shown.
 */
import type { PropertySchema } from '../../../schemas';
import { formatMoney, typedProblem, typedValue } from '../../../schemas/money';
import { useEditingText, type EditingTextField } from './useEditingText';

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Money (2 decimals, shown formatted while not edited), or a number with at most `decimals`. */
export type NumberKind = { money: true } | { money?: false; decimals?: number };

/** None for an integer; any for other numbers. */
export const numberKindOf = (prop: PropertySchema): NumberKind => ({
  decimals: prop.type === 'integer' ? 0 : undefined,
});

export const MONEY: NumberKind = { money: true };

/**
 * The input's text props, and what to show while the field is invalid: why the typed text is no
 * number, before the validator's generic message.
 */
export function useTypedNumber(field: EditingTextField, kind: NumberKind, invalid: boolean) {
  const decimals = kind.money ? 2 : kind.decimals;
  const text = useEditingText(
    field,
    (value) => (kind.money && formatMoney(value)) || asText(value),
    (typed) => typedValue(typed, decimals),
  );
  return { text, problem: invalid ? typedProblem(field.value, decimals) : undefined };
}
