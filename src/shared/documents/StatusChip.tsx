/** A document's status as a coloured chip, labelled by its schema's `enumLabels`. */
import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EntitySchema } from '../../../schemas';

type Colors = Record<string, ChipProps['color']>;

export function statusLabelOf(schema: EntitySchema, value: unknown): string {
  const status = schema.properties.status;
  return status?.['x-ui']?.enumLabels?.[status.enum?.indexOf(value as string) ?? -1] ?? String(value ?? '');
}

/** The status field of `schema`'s documents (list cell and editor action bar). */
export function statusField(schema: EntitySchema, colors: Colors) {
  return function StatusField({ value }: { value?: string }) {
    const record = useRecordContext();
    const current = (value ?? record?.status) as string | undefined;
    if (!current) return null;
    return (
      <Chip
        size="small"
        label={statusLabelOf(schema, current)}
        color={colors[current] ?? 'default'}
        variant="outlined"
      />
    );
  };
}
