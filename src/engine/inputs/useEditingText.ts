/**
 * An input that shows its value formatted while not focused and exactly what is typed while it
 * is (so "1." or "1,2" survive the keystroke); the form holds `parse` of the text. Entering it
 * selects the plain text, so typing replaces a prefilled amount as in a spreadsheet: swapping the
 * formatted text for the plain one would otherwise drop the browser's selection and append.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export interface EditingTextField {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function useEditingText(
  field: EditingTextField,
  format: (value: unknown) => string,
  parse: (text: string) => unknown,
) {
  const [editing, setEditing] = useState<string | null>(null);
  const entered = useRef<HTMLInputElement | null>(null);
  // After the plain text is in the input, before the first keystroke reaches it.
  useLayoutEffect(() => {
    entered.current?.select();
    entered.current = null;
  }, [editing]);
  return {
    value: editing ?? format(field.value),
    onFocus: (event: { target: HTMLInputElement | HTMLTextAreaElement }) => {
      if (event.target instanceof HTMLInputElement) entered.current = event.target;
      setEditing(plain(field.value));
    },
    onChange: (event: { target: { value: string } }) => {
      setEditing(event.target.value);
      field.onChange(parse(event.target.value));
    },
    onBlur: () => {
      setEditing(null);
      field.onBlur();
    },
  };
}
