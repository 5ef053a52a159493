/**
 * Money input of docs/product.md §5: `$` prefix, two fixed decimals and thousands separators while not
 * being edited; the form holds the plain number, so the formatting never reaches the server. Typed
 * text is read as ./typedNumber.ts says ("1234,50" is 1234.50); what it cannot read is refused with why.
 */
import { NumberInput } from './NumberInput';
import { MONEY } from './typedNumber';

export interface MoneyInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
  disabled?: boolean;
  /** Under the input while it has no error (the schema's `description`: 'Vacio: sin limite'). */
  help?: string;
}

export const MoneyInput = (props: MoneyInputProps) => <NumberInput {...props} kind={MONEY} />;
