/**
 * Money input of SPEC.md §5: `$` prefix, two fixed decimals and thousands separators while not
 * being edited; the form holds the plain number, so the formatting never reaches the server.
 */
import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { formatMoney, parseMoney } from '../money';

export interface MoneyInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
  disabled?: boolean;
}

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function MoneyInput({ source, label, isRequired, disabled }: MoneyInputProps) {
  const { field, fieldState, id } = useInput({ source, isRequired });
  const [editing, setEditing] = useState<string | null>(null);
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={editing ?? formatMoney(field.value)}
      onFocus={() => setEditing(plain(field.value))}
      onChange={(event) => {
        setEditing(event.target.value);
        field.onChange(parseMoney(event.target.value));
      }}
      onBlur={() => {
        setEditing(null);
        field.onBlur();
      }}
      disabled={disabled}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={error ? <InputHelperText error={error} /> : ' '}
      className={`ra-input ra-input-${source}`}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
