/**
 * The server-owned properties of a document shown above its inputs (folio, condición de pago, folio
 * de la compra, proveedor of a nota, saldo): never typed, so not inputs of the form, but read as
 * the user reads them (money as $1,234.56, dates as DD/MM/YYYY, `{nombre}` objects by name, an
 * `enum` by its label, `x-ui.multiline` text across the form). One the document does not
 * have yet (the saldo of a gasto not applied) is left out rather than shown empty.
 */
import { Box, InputAdornment, TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { enumChoices, formatMoney, labelOf, widgetOf } from '../../engine';
import { fechaCorta } from '../formato';

const isMoney = (schema: EntitySchema, name: string) => widgetOf(schema.properties[name] ?? {}) === 'money';
const isMultiline = (schema: EntitySchema, name: string) => schema.properties[name]?.['x-ui']?.multiline === true;

function textOf(schema: EntitySchema, name: string, value: unknown): string {
  if (typeof value === 'object') return String((value as { nombre?: unknown }).nombre ?? '');
  const prop = schema.properties[name] ?? {};
  switch (widgetOf(prop)) {
    case 'money':
      return formatMoney(value);
    case 'date':
      return fechaCorta(String(value));
    case 'select':
      return enumChoices(prop).find((choice) => choice.id === value)?.name ?? String(value);
    default:
      return String(value);
  }
}

export function ReadOnlyFields({ schema, names }: { schema: EntitySchema; names: readonly string[] }) {
  const record = useRecordContext();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {names
        .filter((name) => record?.[name] !== undefined && record?.[name] !== null)
        .map((name) => (
          <TextField
            key={name}
            size="small"
            fullWidth={isMultiline(schema, name)}
            multiline={isMultiline(schema, name)}
            sx={isMultiline(schema, name) ? undefined : { width: 220 }}
            label={labelOf(schema, name)}
            value={textOf(schema, name, record?.[name])}
            slotProps={{
              input: {
                readOnly: true,
                ...(isMoney(schema, name) && { startAdornment: <InputAdornment position="start">$</InputAdornment> }),
              },
              inputLabel: { shrink: true },
            }}
          />
        ))}
    </Box>
  );
}
