/**
 * The `lines` widget: an array of objects (a document's lines) edited as a table driven by the
 * item schema. One column per item property, computed read-only columns (`x-ui.computed`), a
 * button to add a row and one per row to remove it, the Subtotal / IVA / Total rows
 * (`x-ui.totals`, computed in cents by schemas/money.ts) and empty rows up to `x-ui.minRows`.
 * Every cell is a plain input, so Tab walks the table and Enter never submits. On a phone each line
 * is a card of its inputs instead of a row, and the totals follow the cards.
 */
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { InputHelperText } from 'react-admin';
import {
  Box,
  Button,
  FormHelperText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useFieldArray, useFormState, useWatch, get } from 'react-hook-form';
import type { FieldSpec } from '../fields';
import { columnWidth, lineColumns, newLine, tableTotals } from './columns';
import { Line, QUITAR } from './Line';
import { LinesTotals, LinesTotalsCard } from './LinesTotals';
import { usePhone } from '../usePhone';
import { EncabezadoOculto } from '../../shared/tablas/EncabezadoOculto';

export const ADD_ROW = 'Agregar renglón';
export { cellLabel, removeLabel } from './Line';

/** The message of a whole `lines` table (none, too many), for a table drawn otherwise too. */
export function useTableError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  // react-admin's resolver may wrap a message with its translation arguments; InputHelperText reads both.
  return error?.message ?? error?.root?.message;
}

export interface LinesInputProps {
  field: FieldSpec;
  /**
   * Replaces the 'Agregar renglón' button: what adds a row here (a product picker), given the
   * table's `append`. Null hides adding (and removing) for a read-only document.
   */
  adder?: ((append: (row: Record<string, unknown>) => void) => ReactNode) | null;
}

export function LinesInput({ field, adder }: LinesInputProps) {
  const columns = lineColumns(field);
  const { fields: rows, append, remove } = useFieldArray({ name: field.name });
  const values: unknown = useWatch({ name: field.name });
  const lines = Array.isArray(values) ? values : [];
  const phone = usePhone();
  const padding = Math.max(0, (field.ui.minRows ?? 0) - rows.length);
  const error = useTableError(field.name);
  const titleId = `${field.name}-titulo`;
  const totals = field.ui.totals ? tableTotals(field, lines) : undefined;
  const line = (row: { id: string }, index: number) => (
    <Line
      key={row.id}
      field={field}
      columns={columns}
      index={index}
      values={lines[index]}
      onRemove={adder === null ? undefined : () => remove(index)}
      layout={phone ? 'card' : 'row'}
    />
  );
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2" id={titleId}>
        {field.label}
        {field.required && ' *'}
      </Typography>
      {phone ? (
        <>
          <Stack component="ul" aria-labelledby={titleId} spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }}>
            {rows.map(line)}
          </Stack>
          {totals !== undefined && <LinesTotalsCard label={`Totales de ${field.label}`} totals={totals} />}
        </>
      ) : (
        // Squeezed (a tablet with the side menu open), the table scrolls in its box rather than crush its inputs.
        <TableContainer>
          <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.name}
                    align={column.kind === 'computed' ? 'right' : 'left'}
                    sx={columnWidth(column)}
                  >
                    {column.label}
                    {column.required && ' *'}
                  </TableCell>
                ))}
                <EncabezadoOculto sx={{ width: 48 }}>{QUITAR}</EncabezadoOculto>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(line)}
              {Array.from({ length: padding }, (_, index) => (
                <TableRow key={`vacio-${index}`} aria-hidden>
                  <TableCell colSpan={columns.length + 1} sx={{ height: 41 }} />
                </TableRow>
              ))}
            </TableBody>
            {totals !== undefined && <LinesTotals columns={columns} totals={totals} />}
          </Table>
        </TableContainer>
      )}
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
      {adder === undefined ? (
        <Button startIcon={<AddIcon />} onClick={() => append(newLine(field))} sx={{ mt: 1 }}>
          {ADD_ROW}
        </Button>
      ) : (
        adder?.((row) => append({ ...newLine(field), ...row }))
      )}
    </Box>
  );
}
