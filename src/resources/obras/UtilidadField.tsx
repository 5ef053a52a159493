/**
 * utilidad = costoTotal − (insumos + manoObra + indirectos), shown live as the user types, in whole
 * cents; read-only, because the server computes and stores it again (docs/domain.md).
 */
import { InputAdornment, TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatMoney, fromCents, parseCents } from '../../engine';
import { UTILIDAD_HINT } from './messages';

const cents = (value: unknown) => parseCents(value) ?? 0n;

export function utilidadCents(values: unknown[]): bigint {
  const [costoTotal, ...costs] = values;
  return costs.reduce<bigint>((rest, cost) => rest - cents(cost), cents(costoTotal));
}

export function UtilidadField({ label }: { label: string }) {
  const values: unknown[] = useWatch({ name: ['costoTotal', 'insumos', 'manoObra', 'indirectos'] });
  const utilidad = utilidadCents(values);
  return (
    <TextField
      name="utilidad"
      label={label}
      value={formatMoney(fromCents(utilidad))}
      helperText={UTILIDAD_HINT}
      error={utilidad < 0n}
      slotProps={{
        input: { readOnly: true, startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { 'aria-readonly': true },
      }}
    />
  );
}
