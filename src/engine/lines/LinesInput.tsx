/**
 * The `lines` widget: an array of objects (a document's lines) edited as a table driven by the
 * item schema. One column per item property, computed read-only columns (`x-ui.computed`), a
 * button to add a row and one per row to remove it, the Subtotal / IVA / Total rows
 * (`x-ui.totals`, computed in cents by schemas/money.ts) and empty rows up to `x-ui.minRows`.
 * Every cell is a plain input, so Tab walks the table and Enter never submits.
 */
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { InputHelperText } from 'react-admin';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
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
import { lineColumns, newLine, rowTotals, tableTotals } from './columns';
import { LineCell } from './LineCell';
import { LinesTotals } from './LinesTotals';

export const ADD_ROW = 'Agregar renglón';
export const cellLabel = (column: string, row: number) => `${column}, renglón ${row + 1}`;

function useTableError(name: string): string | undefined {
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
  const padding = Math.max(0, (field.ui.minRows ?? 0) - rows.length);
  const error = useTableError(field.name);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" id={`${field.name}-titulo`}>
        {field.label}
        {field.required && ' *'}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={`${field.name}-titulo`}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.name} align={column.kind === 'computed' ? 'right' : 'left'}>
                  {column.label}
                  {column.required && ' *'}
                </TableCell>
              ))}
              <TableCell sx={{ width: 48 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.id}>
                {columns.map((column) => (
                  <TableCell
                    key={column.name}
                    align={column.kind === 'computed' ? 'right' : 'left'}
                    sx={{ verticalAlign: 'top' }}
                  >
                    <LineCell
                      column={column}
                      source={`${field.name}.${index}.${column.name}`}
                      label={cellLabel(column.label, index)}
                      computed={
                        column.kind === 'computed'
                          ? rowTotals(field, lines[index])?.[column.prop['x-ui']?.computed ?? 'importe']
                          : undefined
                      }
                    />
                  </TableCell>
                ))}
                <TableCell>
                  {adder !== null && (
                    <IconButton aria-label={`Quitar renglón ${index + 1}`} onClick={() => remove(index)} size="small">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {Array.from({ length: padding }, (_, index) => (
              <TableRow key={`vacio-${index}`} aria-hidden>
                <TableCell colSpan={columns.length + 1} sx={{ height: 41 }} />
              </TableRow>
            ))}
          </TableBody>
          {field.ui.totals && <LinesTotals columns={columns} totals={tableTotals(field, lines)} />}
        </Table>
      </TableContainer>
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
