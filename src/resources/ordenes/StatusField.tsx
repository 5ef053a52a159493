/** An order's status as a coloured chip, labelled by the schema's `enumLabels`. */
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';

const status = schemas.ordenCompra.properties.status;
const COLOR = { creado: 'default', autorizado: 'success', cancelado: 'error' } as const;

export const statusLabel = (value: unknown) => status['x-ui']?.enumLabels?.[status.enum?.indexOf(value as string) ?? -1] ?? String(value ?? '');

export function StatusField({ value }: { value?: string }) {
  const record = useRecordContext();
  const current = (value ?? record?.status) as keyof typeof COLOR | undefined;
  if (!current) return null;
  return <Chip size="small" label={statusLabel(current)} color={COLOR[current] ?? 'default'} variant="outlined" />;
}
