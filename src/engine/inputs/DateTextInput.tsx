/**
 * The date input of a form's first instant, while DateInput fetches the MUI X picker: an enabled
 * text input bound to the same form field, DD/MM/YYYY like the picker, so a click or a typed date
 * before the picker arrives is not lost (issue 31 item 8; before, a disabled placeholder left the
 * field out of the form and a quick Guardar said 'Campo Obligatorio' under a fecha showing today).
 */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { format } from 'date-fns';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { DateInputProps } from './DateInput';
import { dateOfIsoDay, isoDayOf } from './isoDay';

const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** `YYYY-MM-DD` of a typed D/M/YY or DD/MM/YYYY that names a real day; null otherwise. */
function isoDayOfText(text: string): string | null {
  const parts = TYPED.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = parts.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  const real = date.getDate() === day && date.getMonth() === month - 1;
  return real ? isoDayOf(date) : null;
}

const shown = (value: unknown) => {
  const date = dateOfIsoDay(value);
  return date ? format(date, 'dd/MM/yyyy') : '';
};

export function DateTextInput({
  source,
  label,
  isRequired,
  disabled,
  onTyping,
}: DateInputProps & { onTyping?: (typing: boolean) => void }) {
  const { field, fieldState, isRequired: required } = useInput({ source, isRequired, disabled });
  const [typed, setTyped] = useState<string | null>(null);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={typed ?? shown(field.value)}
      onFocus={() => onTyping?.(true)}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        // Half a date keeps the field as it was; the date is taken once the text names a day.
        const day = isoDayOfText(text);
        if (day || text.trim() === '') field.onChange(day);
      }}
      onBlur={() => {
        // What the text names when it is left: a day, or nothing (the form then asks for one).
        if (typed !== null) field.onChange(isoDayOfText(typed));
        field.onBlur();
        onTyping?.(false);
      }}
      label={<FieldTitle label={label} source={source} isRequired={required} />}
      placeholder="DD/MM/AAAA"
      disabled={disabled}
      error={!!error}
      helperText={<InputHelperText error={error} />}
      size="small"
      margin="dense"
      variant="filled"
    />
  );
}
