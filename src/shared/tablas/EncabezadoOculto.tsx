/**
 * A table header whose column holds only controls (a checkbox, an expand or remove button): named
 * for assistive technology, which reads every header (axe: empty-table-header), and blank on screen.
 */
import { Box, TableCell, type TableCellProps } from '@mui/material';

const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function EncabezadoOculto({ children, ...cell }: TableCellProps & { children: string }) {
  return (
    <TableCell {...cell}>
      <Box component="span" sx={HIDDEN}>
        {children}
      </Box>
    </TableCell>
  );
}
