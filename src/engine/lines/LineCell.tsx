/**
 * One cell of a `lines` table: a compact input bound to `{table}.{row}.{column}`, named for
 * screen readers by its column and row ("Cantidad, renglón 2"), or the row's computed amount.
 * In a line's card, where no column heading sits above it, the input shows its `caption`.
 */
import type { ReactNode, Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { InputHelperText } from 'react-admin';
import { useController } from 'react-hook-form';
import { formatCents } from '../../../schemas/money';
import { useEditingText } from '../inputs/useEditingText';
import { SchemaReferenceInput } from '../inputs/SchemaReferenceInput';
import { MONEY, numberKindOf, useTypedNumber } from '../inputs/typedNumber';
import type { LineColumn } from './columns';

interface CellProps {
  column: LineColumn;
  source: string;
  label: string;
  /** A visible label, for an input away from its column's heading. */
  caption?: string;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The cell's field and what shows under it: `problem` (why typed text is no number) before the validator's message. */
function useCell(source: string) {
  const { field, fieldState } = useController({ name: source });
  const helper = (problem?: string) => {
    const message = problem ?? fieldState.error?.message;
    return { error: Boolean(message), helperText: message ? <InputHelperText error={message} /> : undefined };
  };
  return { field, invalid: fieldState.invalid, helper };
}

/** A caption sits above the value, never over it: a money input always shows its '$'. */
const CAPTION_ABOVE = { shrink: true };

type TextProps = ReturnType<typeof useEditingText>;

function CellInput({
  text,
  caption,
  name,
  inputRef,
  numeric,
  money,
  label,
  error,
  helperText,
}: {
  text: TextProps;
  caption?: string;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  numeric: boolean;
  money: boolean;
  label: string;
  error: boolean;
  helperText: ReactNode;
}) {
  return (
    <TextField
      {...text}
      label={caption}
      name={name}
      inputRef={inputRef}
      size="small"
      fullWidth
      error={error}
      helperText={helperText}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: numeric ? 'decimal' : undefined,
          sx: { textAlign: numeric ? 'right' : undefined },
        },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
        inputLabel: CAPTION_ABOVE,
      }}
    />
  );
}

function TextCell({ source, label, caption }: CellProps) {
  const { field, helper } = useCell(source);
  const text = useEditingText(field, asText, (typed) => typed);
  return (
    <CellInput
      text={text}
      {...{ caption, label, name: field.name, inputRef: field.ref, numeric: false, money: false }}
      {...helper()}
    />
  );
}

/** Money and numbers, read as the engine's number inputs read them (../inputs/typedNumber.ts). */
function NumberCell({ column, source, label, caption }: CellProps) {
  const { field, invalid, helper } = useCell(source);
  const money = column.kind === 'money';
  const { text, problem } = useTypedNumber(field, money ? MONEY : numberKindOf(column.prop), invalid);
  return (
    <CellInput
      text={text}
      {...{ caption, label, name: field.name, inputRef: field.ref, numeric: true, money }}
      {...helper(problem)}
    />
  );
}

/** An `enum` as a native select, labelled by `x-ui.enumLabels`; the form holds the enum value itself. */
function SelectCell({ column, source, label, caption }: CellProps) {
  const { field, helper } = useCell(source);
  const { error, helperText } = helper();
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

/** A reference (a line's partida) as the engine's own autocomplete, bound to `{source}.id`. */
function ReferenceCell({ column, source, label }: CellProps) {
  const ui = column.prop['x-ui'] ?? {};
  return (
    <SchemaReferenceInput
      field={{ name: source, label, prop: column.prop, widget: 'reference', required: column.required, ui }}
    />
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
    case 'money':
    case 'number':
      return <NumberCell {...props} />;
    case 'reference':
      return <ReferenceCell {...props} />;
    default:
      return <TextCell {...props} />;
  }
}
