/**
 * The server-owned properties of a document shown above its inputs (folio, condición de pago, folio
 * de la compra, proveedor of a nota, saldo): never typed, so not inputs of the form, but read as
 * the user reads them (money as $1,234.56, `{nombre}` objects by name).
 */
import { Box, TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { formatMoney, labelOf, widgetOf } from '../../engine';

function textOf(schema: EntitySchema, name: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return String((value as { nombre?: unknown }).nombre ?? '');
  return widgetOf(schema.properties[name] ?? {}) === 'money' ? formatMoney(value) : String(value);
}

export function ReadOnlyFields({ schema, names }: { schema: EntitySchema; names: readonly string[] }) {
  const record = useRecordContext();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {names.map((name) => (
        <TextField
          key={name}
          size="small"
          fullWidth={false}
          sx={{ width: 220 }}
          label={labelOf(schema, name)}
          value={textOf(schema, name, record?.[name])}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      ))}
    </Box>
  );
}
