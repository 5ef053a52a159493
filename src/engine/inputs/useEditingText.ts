/**
 * An input that shows its value formatted while not focused and exactly what is typed while it
 * is (so "1." or "1,2" survive the keystroke); the form holds `parse` of the text.
 */
import { useState } from 'react';

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
  return {
    value: editing ?? format(field.value),
    onFocus: () => setEditing(plain(field.value)),
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
