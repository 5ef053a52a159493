/**
 * Money input of docs/product.md §5: `$` prefix, two fixed decimals and thousands separators while not
 * being edited; the form holds the plain number, so the formatting never reaches the server.
 */
import { InputAdornment, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { formatMoney, parseMoney } from '../../../schemas/money';
import { useEditingText } from './useEditingText';

export interface MoneyInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
  disabled?: boolean;
}

export function MoneyInput({ source, label, isRequired, disabled }: MoneyInputProps) {
  const { field, fieldState, id } = useInput({ source, isRequired });
  const text = useEditingText(field, formatMoney, parseMoney);
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      {...text}
      disabled={disabled}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={error ? <InputHelperText error={error} /> : ' '}
      className={`ra-input ra-input-${source}`}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
