/**
 * The `number` and `money` widgets: a text input read as ./typedNumber.ts says (decimal comma or
 * point, thousands separators; an integer field takes no decimals), never the browser's number
 * input, which drops or misreads a comma as the locale decides. Money shows a `$` before it.
 */
import { InputAdornment, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { useTypedNumber, type NumberKind } from './typedNumber';

export interface NumberInputProps {
  source: string;
  label: string;
  kind: NumberKind;
  isRequired?: boolean;
  disabled?: boolean;
  /** Under the input while it has no error (the schema's `description`: 'Vacio: sin limite'). */
  help?: string;
}

const DOLLAR = { startAdornment: <InputAdornment position="start">$</InputAdornment> };

export function NumberInput({ source, label, kind, isRequired, disabled, help }: NumberInputProps) {
  const { field, fieldState, id } = useInput({ source, isRequired });
  const { text, problem } = useTypedNumber(field, kind, fieldState.invalid);
  const error = problem ?? fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      {...text}
      disabled={disabled}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={error ? <InputHelperText error={error} /> : (help ?? ' ')}
      className={`ra-input ra-input-${source}`}
      slotProps={{
        input: kind.money ? DOLLAR : undefined,
        htmlInput: { inputMode: kind.money || kind.decimals !== 0 ? 'decimal' : 'numeric' },
      }}
    />
  );
}
