/** The ingresos recorded against the factura being edited, as its read answers them (oldest first). */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FacturaGetReply } from '../../../schemas/generated/api';
import { FORMAS_PAGO, FORMAS_PAGO_LABELS } from '../../../schemas/api/ingreso';
import { INGRESO_COLUMNAS, INGRESOS, SIN_INGRESOS } from './messages';
import { fechaCorta, pesos } from '../../shared/formato';

const formaPagoLabel = (forma?: string) =>
  forma ? (FORMAS_PAGO_LABELS[FORMAS_PAGO.indexOf(forma as never)] ?? forma) : '';

export function IngresosTable() {
  const ingresos = useRecordContext<FacturaGetReply & { id: number }>()?.ingresos ?? [];
  return (
    // A grid track of minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
    <Box
      component="section"
      aria-labelledby="ingresos-titulo"
      sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography id="ingresos-titulo" variant="h6" component="h2" sx={{ mt: 2 }}>
        {INGRESOS}
      </Typography>
      {ingresos.length === 0 ? (
        <Typography color="text.secondary">{SIN_INGRESOS}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="ingresos-titulo">
            <TableHead>
              <TableRow>
                {INGRESO_COLUMNAS.map((columna) => (
                  <TableCell key={columna} align={columna === 'Monto' ? 'right' : 'left'}>
                    {columna}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {ingresos.map((ingreso) => (
                <TableRow key={ingreso.id}>
                  <TableCell>{fechaCorta(ingreso.fecha)}</TableCell>
                  <TableCell align="right">{pesos(ingreso.monto)}</TableCell>
                  <TableCell>{formaPagoLabel(ingreso.formaPago)}</TableCell>
                  <TableCell>{ingreso.referencia ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
