/**
 * A plain list that is not a schema list (charges, facturas with a saldo): a table on wider
 * screens, a card per row on a phone (engine/list/RowCard.tsx, as the schema lists do), both drawn
 * from the same columns, so Total and Saldo are in view without a sideways swipe. Amounts never
 * wrap; names wrap, but not a word per line.
 */
import type { ReactNode } from 'react';
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { EMPTY_LIST, MONEY_CELL, RowCard, RowCards } from '../../engine';
import { usePhone } from '../../engine/usePhone';
import { EncabezadoOculto } from './EncabezadoOculto';

export interface Columna<T> {
  label: string;
  value: (fila: T) => ReactNode;
  /** An amount: right-aligned, whole, at a card's foot. */
  numeric?: boolean;
  /** Names wrap, but not a word per line. */
  minWidth?: string;
  /** Said by the card's title or subtitle already: no line of its own on the card. */
  enTitulo?: boolean;
}

export interface TablaProps<T> {
  /** The id of the heading that names the list. */
  labelledBy: string;
  columnas: Columna<T>[];
  /** Undefined while loading: no 'No hay datos..' yet. */
  filas: T[] | undefined;
  clave: (fila: T) => string | number;
  /** A card's title and subtitle ('Compra #5', its proveedor). */
  titulo: (fila: T) => ReactNode;
  subtitulo?: (fila: T) => ReactNode;
  /** Before a row's columns, beside a card's title (a checkbox). */
  inicio?: (fila: T) => ReactNode;
  /** What `inicio`'s column is, for assistive technology (its header shows nothing). */
  inicioLabel?: string;
  /** A row's buttons, in its last column or (`enTarjeta`) at its card's foot. */
  acciones?: (fila: T, enTarjeta: boolean) => ReactNode;
  /** The heading of the actions' column. */
  accionesLabel?: string;
  seleccionada?: (fila: T) => boolean;
  /** A click on a table row (a card is chosen by what `inicio` puts beside its title). */
  alElegir?: (fila: T) => void;
  /** Below the list: its paging. */
  children?: ReactNode;
}

export function Tabla<T>({
  labelledBy,
  columnas,
  filas,
  clave,
  titulo,
  subtitulo,
  inicio,
  inicioLabel = '',
  acciones,
  accionesLabel,
  seleccionada,
  alElegir,
  children,
}: TablaProps<T>) {
  const phone = usePhone();
  const vacia = filas?.length === 0;

  if (phone)
    return (
      <Box>
        {vacia && <Typography sx={{ p: 2 }}>{EMPTY_LIST}</Typography>}
        <RowCards labelledBy={labelledBy}>
          {filas?.map((fila) => (
            <RowCard
              key={clave(fila)}
              id={`${labelledBy}-${clave(fila)}`}
              title={titulo(fila)}
              subheader={subtitulo?.(fila)}
              beside={inicio?.(fila)}
              facts={columnas
                .filter((columna) => !columna.enTitulo)
                .map((columna) => ({ label: columna.label, value: columna.value(fila), amount: columna.numeric }))}
              actions={acciones?.(fila, true)}
              selected={seleccionada?.(fila)}
            />
          ))}
        </RowCards>
        {children}
      </Box>
    );

  const columnCount = columnas.length + (inicio ? 1 : 0) + (acciones ? 1 : 0);
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {inicio && <EncabezadoOculto padding="checkbox">{inicioLabel}</EncabezadoOculto>}
            {columnas.map((columna) => (
              <TableCell key={columna.label} align={columna.numeric ? 'right' : 'left'}>
                {columna.label}
              </TableCell>
            ))}
            {acciones && <TableCell>{accionesLabel}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {vacia && (
            <TableRow>
              <TableCell colSpan={columnCount}>{EMPTY_LIST}</TableCell>
            </TableRow>
          )}
          {filas?.map((fila) => (
            <TableRow
              key={clave(fila)}
              hover
              selected={seleccionada?.(fila)}
              onClick={alElegir && (() => alElegir(fila))}
            >
              {inicio && <TableCell padding="checkbox">{inicio(fila)}</TableCell>}
              {columnas.map((columna) => (
                <TableCell
                  key={columna.label}
                  align={columna.numeric ? 'right' : 'left'}
                  sx={columna.numeric ? MONEY_CELL : { minWidth: columna.minWidth }}
                >
                  {columna.value(fila)}
                </TableCell>
              ))}
              {acciones && (
                <TableCell>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
                  >
                    {acciones(fila, false)}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {children}
    </TableContainer>
  );
}
