/**
 * A concepto's avance físico, under its editor (docs/product.md, Presupuesto): its captures by
 * fecha (the cantidad acumulada executed), what is executed and its share of the importe, and a
 * small form to capture the cantidad at a date (the same fecha replaces it). The server's refusal
 * (more than the concepto's cantidad, a terminado obra) shows under the form.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { businessToday } from '../../../schemas/today';
import { useWorkflowMutation, useWorkflowQuery } from '../../dataProvider';
import { fechaCorta, pesos, porcentajeTexto } from '../../shared/formato';
import { AVANCE_CONCEPTO } from './messages';

export function AvanceConcepto({ idConcepto, soloLectura = false }: { idConcepto: number; soloLectura?: boolean }) {
  const { data } = useWorkflowQuery('avanceConcepto', idConcepto);
  const [fecha, setFecha] = useState(businessToday());
  const [cantidad, setCantidad] = useState('');
  const capturar = useWorkflowMutation('capturarAvance', { onSuccess: () => setCantidad('') });
  return (
    <Box component="section" aria-label={AVANCE_CONCEPTO.titulo} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {AVANCE_CONCEPTO.titulo}
      </Typography>
      {data && (
        <Typography color="text.secondary" aria-live="polite">
          {AVANCE_CONCEPTO.ejecutado(pesos(data.ejecutado), porcentajeTexto(data.avanceFisico))}
        </Typography>
      )}
      {data?.capturas.length === 0 && <Typography sx={{ mt: 1 }}>{AVANCE_CONCEPTO.sinCapturas}</Typography>}
      {data && data.capturas.length > 0 && (
        <Table size="small" aria-label={AVANCE_CONCEPTO.capturas} sx={{ mt: 1, maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{AVANCE_CONCEPTO.fecha}</TableCell>
              <TableCell align="right">{`${AVANCE_CONCEPTO.cantidad} (${data.concepto.unidad})`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.capturas.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{fechaCorta(c.fecha)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {c.cantidad.toLocaleString('en-US', { maximumFractionDigits: 4 })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!soloLectura && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            capturar.mutate({ idConcepto, fecha, cantidad: Number(cantidad) });
          }}
        >
          <TextField
            type="date"
            label={AVANCE_CONCEPTO.fecha}
            value={fecha}
            onChange={(e) => setFecha(e.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            label={AVANCE_CONCEPTO.cantidad}
            value={cantidad}
            onChange={(e) => setCantidad(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            required
          />
          <Button type="submit" variant="contained" disabled={capturar.isPending || cantidad.trim() === ''}>
            {AVANCE_CONCEPTO.capturar}
          </Button>
        </Stack>
      )}
      {capturar.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {capturar.error.message}
        </Alert>
      )}
    </Box>
  );
}
