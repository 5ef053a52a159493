/**
 * One cell of a `lines` table: a compact input bound to `{table}.{row}.{column}`, named for
 * screen readers by its column and row ("Cantidad, renglón 2"), or the row's computed amount.
 * In a line's card, where no column heading sits above it, the input shows its `caption`.
 */
import { InputAdornment, TextField } from '@mui/material';
import { InputHelperText } from 'react-admin';
import { useController } from 'react-hook-form';
import { formatCents, formatMoney, parseMoney } from '../../../schemas/money';
import { useEditingText } from '../inputs/useEditingText';
import type { LineColumn } from './columns';

interface CellProps {
  column: LineColumn;
  source: string;
  label: string;
  /** A visible label, for an input away from its column's heading. */
  caption?: string;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Typed digits become a number; anything else stays text, for the validator to name. */
function parseNumber(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function useCell(source: string) {
  const { field, fieldState } = useController({ name: source });
  const message = fieldState.error?.message;
  return { field, error: Boolean(message), helperText: message ? <InputHelperText error={message} /> : undefined };
}

/** A caption sits above the value, never over it: a money input always shows its '$'. */
const CAPTION_ABOVE = { shrink: true };

function TextCell({ column, source, label, caption }: CellProps) {
  const { field, error, helperText } = useCell(source);
  const money = column.kind === 'money';
  const text = useEditingText(
    field,
    money ? formatMoney : asText,
    money ? parseMoney : column.kind === 'number' ? parseNumber : (t) => t,
  );
  return (
    <TextField
      {...text}
      label={caption}
      name={field.name}
      inputRef={field.ref}
      size="small"
      fullWidth
      error={error}
      helperText={helperText}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: money || column.kind === 'number' ? 'decimal' : undefined,
          sx: { textAlign: money || column.kind === 'number' ? 'right' : undefined },
        },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
        inputLabel: CAPTION_ABOVE,
      }}
    />
  );
}

/** An `enum` as a native select, labelled by `x-ui.enumLabels`; the form holds the enum value itself. */
function SelectCell({ column, source, label, caption }: CellProps) {
  const { field, error, helperText } = useCell(source);
  const values = column.prop.enum ?? [];
  const labels = column.prop['x-ui']?.enumLabels ?? values.map(String);
  const index = values.findIndex((value) => value === field.value);
  return (
    <TextField
      select
      label={caption}
      name={field.name}
      inputRef={field.ref}
      value={index < 0 ? '' : String(index)}
      onChange={(event) => field.onChange(event.target.value === '' ? null : values[Number(event.target.value)])}
      onBlur={field.onBlur}
      size="small"
      fullWidth
      sx={{ minWidth: 88 }}
      error={error}
      helperText={helperText}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label }, inputLabel: CAPTION_ABOVE }}
    >
      {index < 0 && <option value="" />}
      {values.map((value, i) => (
        <option key={String(value)} value={String(i)}>
          {labels[i] ?? String(value)}
        </option>
      ))}
    </TextField>
  );
}

function ReadOnlyCell({ source }: { source: string }) {
  const { field } = useCell(source);
  return <>{asText(field.value)}</>;
}

export function LineCell(props: CellProps & { computed: bigint | null | undefined }) {
  switch (props.column.kind) {
    case 'computed':
      return <>{props.computed === null || props.computed === undefined ? '' : formatCents(props.computed)}</>;
    case 'readOnly':
      return <ReadOnlyCell source={props.source} />;
    case 'select':
      return <SelectCell {...props} />;
    default:
      return <TextCell {...props} />;
  }
}
