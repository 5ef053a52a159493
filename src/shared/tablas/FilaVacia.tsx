/** The one row of a plain MUI table with nothing to show: EMPTY_LIST across all its columns. */
import { TableCell, TableRow } from '@mui/material';
import { EMPTY_LIST } from '../../engine';

export function FilaVacia({ columnas }: { columnas: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columnas}>{EMPTY_LIST}</TableCell>
    </TableRow>
  );
}
