/**
 * A list of charges (Tipo, Folio, Fecha, Proveedor, Monto, Saldo, Promesa de Pago and, once
 * authorized, Fecha de Pago) with each one's actions: a table on wider screens, a card per charge
 * on a phone, where eight columns cannot fit (as engine/lines/Line.tsx does). Both draw the same
 * columns and the same actions.
 */
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { businessToday } from '../../../schemas/today';
import { EMPTY_LIST } from '../../engine';
import { fechaCorta, pesos } from '../formato';
import { ACCIONES, FECHA_DE_PAGO, TIPOS, VENCIDA, documentoDe } from './messages';
import { ComprobanteDelCargo } from './ComprobanteDelCargo';
import type { Cargo } from './types';

interface Columna {
  label: string;
  value: (cargo: Cargo) => ReactNode;
  numeric?: boolean;
  /** Names wrap, but not a word per line. */
  minWidth?: string;
}

/** A payment date, with 'Vencida' (text, not colour alone) once it passed. */
export function FechaDePago({ fecha, hoy = businessToday() }: { fecha: string | undefined; hoy?: string }) {
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>{fechaCorta(fecha)}</span>
      {fecha && fecha < hoy && <Chip label={VENCIDA} color="error" size="small" />}
    </Stack>
  );
}

const COLUMNAS: Columna[] = [
  { label: 'Tipo', value: (cargo) => TIPOS[cargo.tipoDocumento] },
  { label: 'Folio', value: (cargo) => cargo.folioDocumento },
  { label: 'Fecha', value: (cargo) => fechaCorta(cargo.fecha) },
  { label: 'Proveedor', value: (cargo) => cargo.proveedor.nombre, minWidth: '10rem' },
  { label: 'Monto', value: (cargo) => pesos(cargo.monto), numeric: true },
  { label: 'Saldo', value: (cargo) => pesos(cargo.saldo), numeric: true },
  { label: 'Promesa de Pago', value: (cargo) => fechaCorta(cargo.promesaPago) },
];
/** What a card says in its title ('Compra #5') and subtitle (the proveedor) instead of a line. */
const EN_EL_TITULO = new Set(['Tipo', 'Folio', 'Proveedor']);
const FECHA_PAGO: Columna = { label: FECHA_DE_PAGO, value: (cargo) => <FechaDePago fecha={cargo.fechaPago} /> };

export interface CargosTablaProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Undefined while loading: no 'No hay datos..' yet. */
  cargos: Cargo[] | undefined;
  /** The authorized list shows each charge's payment date. */
  conFechaDePago?: boolean;
  acciones: (cargo: Cargo) => ReactNode;
  /** Below the list: its paging. */
  children?: ReactNode;
}

export function CargosTabla({ labelledBy, cargos, conFechaDePago = false, acciones, children }: CargosTablaProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columnas = conFechaDePago ? [...COLUMNAS, FECHA_PAGO] : COLUMNAS;
  const vacia = cargos?.length === 0;

  if (phone)
    return (
      <Box>
        {vacia && <Typography sx={{ p: 2 }}>{EMPTY_LIST}</Typography>}
        <Stack component="ul" aria-labelledby={labelledBy} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {cargos?.map((cargo) => {
            const titleId = `cargo-${cargo.id}-titulo`;
            return (
              <Card key={cargo.id} component="li" variant="outlined" aria-labelledby={titleId}>
                <CardHeader
                  title={documentoDe(cargo)}
                  subheader={cargo.proveedor.nombre}
                  slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h2' } }}
                  sx={{ pb: 0 }}
                />
                <CardContent sx={{ display: 'grid', gap: 0.5, py: 1 }}>
                  {columnas
                    .filter((columna) => !EN_EL_TITULO.has(columna.label))
                    .map((columna) => (
                      <Box key={columna.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                        <Typography variant="body2" color="text.secondary">
                          {columna.label}
                        </Typography>
                        <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
                          {columna.value(cargo)}
                        </Typography>
                      </Box>
                    ))}
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {acciones(cargo)}
                  <ComprobanteDelCargo cargo={cargo} />
                </CardActions>
              </Card>
            );
          })}
        </Stack>
        {children}
      </Box>
    );

  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columnas.map((columna) => (
              <TableCell key={columna.label} align={columna.numeric ? 'right' : 'left'}>
                {columna.label}
              </TableCell>
            ))}
            <TableCell>{ACCIONES}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vacia && (
            <TableRow>
              <TableCell colSpan={columnas.length + 1}>{EMPTY_LIST}</TableCell>
            </TableRow>
          )}
          {cargos?.map((cargo) => (
            <TableRow key={cargo.id} hover>
              {columnas.map((columna) => (
                <TableCell
                  key={columna.label}
                  align={columna.numeric ? 'right' : 'left'}
                  sx={columna.numeric ? { whiteSpace: 'nowrap' } : { minWidth: columna.minWidth }}
                >
                  {columna.value(cargo)}
                </TableCell>
              ))}
              <TableCell>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
                >
                  {acciones(cargo)}
                  <ComprobanteDelCargo cargo={cargo} compact />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {children}
    </TableContainer>
  );
}
