/**
 * One line of a `lines` widget, in either layout: a table row on wider screens, or a card on a
 * phone, where a row of six columns cannot fit. Both draw the same cells from the same columns, so
 * field names, form paths and accessible names ("Cantidad, renglón 2") are the same in both.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Card, CardContent, CardHeader, IconButton, TableCell, TableRow } from '@mui/material';
import type { FieldSpec } from '../fields';
import { CardFact } from '../list/RowCard';
import { columnWidth, rowTotals, type LineColumn } from './columns';
import { LineCell } from './LineCell';

export const cellLabel = (column: string, row: number) => `${column}, renglón ${row + 1}`;
/** The remove buttons' column. */
export const QUITAR = 'Quitar';
export const removeLabel = (row: number) => `${QUITAR} renglón ${row + 1}`;

export interface LineProps {
  field: FieldSpec;
  columns: LineColumn[];
  index: number;
  /** The line's current values, for its computed amounts. */
  values: unknown;
  /** Absent while the document is read-only: no remove button. */
  onRemove?: () => void;
  layout: 'row' | 'card';
}

const alignOf = (column: LineColumn) => (column.kind === 'computed' ? 'right' : 'left');

export function Line({ field, columns, index, values, onRemove, layout }: LineProps) {
  const amounts = rowTotals(field, values);
  const cell = (column: LineColumn, caption?: string) => (
    <LineCell
      column={column}
      source={`${field.name}.${index}.${column.name}`}
      label={cellLabel(column.label, index)}
      caption={caption}
      computed={column.kind === 'computed' ? amounts?.[column.prop['x-ui']?.computed ?? 'importe'] : undefined}
    />
  );
  const remove = onRemove && (
    <IconButton aria-label={removeLabel(index)} onClick={onRemove} size="small">
      <DeleteIcon fontSize="small" />
    </IconButton>
  );

  if (layout === 'row')
    return (
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.name} align={alignOf(column)} sx={{ verticalAlign: 'top', ...columnWidth(column) }}>
            {cell(column)}
          </TableCell>
        ))}
        <TableCell>{remove}</TableCell>
      </TableRow>
    );

  // A read-only first column (the product's name) titles the card; otherwise its number does.
  const [title, body] = columns[0]?.kind === 'readOnly' ? [columns[0], columns.slice(1)] : [null, columns];
  const titleId = `${field.name}-${index}-titulo`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <CardHeader
        title={title ? cell(title) : `Renglón ${index + 1}`}
        slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h3' } }}
        action={remove}
        sx={{ pb: 0, alignItems: 'flex-start' }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, '&:last-child': { pb: 2 } }}>
        {body.map((column) =>
          column.kind === 'readOnly' || column.kind === 'computed' ? (
            <CardFact key={column.name} label={column.label}>
              {cell(column)}
            </CardFact>
          ) : (
            <Box key={column.name}>{cell(column, column.required ? `${column.label} *` : column.label)}</Box>
          ),
        )}
      </CardContent>
    </Card>
  );
}
