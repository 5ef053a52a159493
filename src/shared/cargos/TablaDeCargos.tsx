/**
 * A short table of charges under its heading — what a payment is about to pay, or what one paid:
 * the columns the screen declares, and a totals row when it gives one. In a grid track of
 * minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
 */
import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

export interface ColumnaDeCargo<C> {
  label: string;
  value: (cargo: C) => ReactNode;
  numeric?: boolean;
}

export interface TablaDeCargosProps<C extends { id: number }> {
  /** The heading's id, which names the section and the table. */
  id: string;
  titulo: string;
  columnas: ColumnaDeCargo<C>[];
  cargos: C[];
  /** The last row: its label under the first columns, its amount under the last. */
  total?: { label: string; value: ReactNode };
  /** Shown instead of the table when there are no charges. */
  vacia?: ReactNode;
  children?: ReactNode;
}

export function TablaDeCargos<C extends { id: number }>(props: TablaDeCargosProps<C>) {
  const { id, titulo, columnas, cargos, total, vacia, children } = props;
  const align = (columna: ColumnaDeCargo<C>) => (columna.numeric ? 'right' : 'left');
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography id={id} variant="h6" component="h2">
        {titulo}
      </Typography>
      {cargos.length === 0 && vacia ? (
        <Typography color="text.secondary">{vacia}</Typography>
      ) : (
        <Box tabIndex={0} role="region" aria-labelledby={id} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {columnas.map((columna) => (
                  <TableCell key={columna.label} align={align(columna)} sx={{ whiteSpace: 'nowrap' }}>
                    {columna.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {cargos.map((cargo) => (
                <TableRow key={cargo.id}>
                  {columnas.map((columna) => (
                    <TableCell key={columna.label} align={align(columna)} sx={{ whiteSpace: 'nowrap' }}>
                      {columna.value(cargo)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {total && (
                <TableRow sx={{ '& > *': { fontWeight: 'bold' } }}>
                  <TableCell component="th" scope="row" colSpan={columnas.length - 1}>
                    {total.label}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {total.value}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      )}
      {children}
    </Box>
  );
}
