/**
 * The percent helper beside a budget amount (docs/product.md §5): typing a percentage of costoTotal sets
 * the amount, in whole cents; otherwise it shows the share the amount is of costoTotal.
 */
import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { fromCents, parsePercent, percentOf, shareOf, parseCents } from '../../engine';
import { PERCENT_NEEDS_TOTAL } from './messages';

export function PercentInput({ amount, label }: { amount: string; label: string }) {
  const { setValue } = useFormContext();
  const [costoTotal, value]: unknown[] = useWatch({ name: ['costoTotal', amount] });
  const [editing, setEditing] = useState<string | null>(null);
  const total = parseCents(costoTotal);
  const amountCents = parseCents(value) ?? 0n;
  const share = total && amountCents ? shareOf(amountCents, total) : '';

  const change = (text: string) => {
    setEditing(text);
    const hundredths = parsePercent(text);
    if (hundredths === null || !total) return;
    setValue(amount, fromCents(percentOf(total, hundredths)), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <TextField
      name={`${amount}Porcentaje`}
      label={`% ${label}`}
      value={editing ?? share}
      onFocus={(event) => {
        setEditing(share);
        event.target.select();
      }}
      onChange={(event) => change(event.target.value)}
      onBlur={() => setEditing(null)}
      disabled={!total}
      title={total ? undefined : PERCENT_NEEDS_TOTAL}
      helperText=" "
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
