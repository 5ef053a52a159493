/**
 * /ingreso: the active obra's facturas with a saldo (Folio, Fecha, Cliente, Total, Saldo); the chosen
 * ones get their payments in 'Registrar ingreso', and the saldos refresh once it is stored.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useWorkflowQuery } from '../../dataProvider';
import { EMPTY_LIST } from '../../engine';
import { Paginacion, usePaginacion } from '../../shared/tablas/Paginacion';
import { useNotifyError } from '../../layout/useNotifyError';
import { RequireObra, useActiveObra } from '../../obra';
import { fechaCorta, pesos } from '../../shared/formato';
import { COLUMNAS, REGISTRAR_INGRESO, SELECCIONAR, TITULO } from './messages';
import { RegistrarIngresoDialog, type FacturaConSaldo } from './RegistrarIngresoDialog';

const NUMERIC = new Set(['Total', 'Saldo']);

function Ingresos() {
  const { obra } = useActiveObra();
  const paginacion = usePaginacion();
  const { page, pageSize } = paginacion;
  const [selected, setSelected] = useState<Map<number, FacturaConSaldo>>(new Map());
  const [open, setOpen] = useState(false);
  const { data, error } = useWorkflowQuery('facturasPorCobrar', { obraId: obra?.id, page, pageSize });
  useNotifyError(error);
  const rows = data?.content ?? [];

  const toggle = (factura: FacturaConSaldo) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(factura.id)) next.delete(factura.id);
      else next.set(factura.id, factura);
      return next;
    });

  return (
    // A grid track of minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h5" component="h1">
          {TITULO}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PaymentsIcon />}
          disabled={selected.size === 0}
          onClick={() => setOpen(true)}
        >
          {REGISTRAR_INGRESO}
        </Button>
      </Box>
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {COLUMNAS.map((columna) => (
                <TableCell key={columna} align={NUMERIC.has(columna) ? 'right' : 'left'}>
                  {columna}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNAS.length + 1}>{EMPTY_LIST}</TableCell>
              </TableRow>
            )}
            {rows.map((factura) => {
              const fila = { id: factura.id as number, folio: factura.folio, saldo: factura.saldo ?? 0 };
              return (
                <TableRow key={fila.id} hover selected={selected.has(fila.id)} onClick={() => toggle(fila)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(fila.id)}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(fila)}
                      slotProps={{ input: { 'aria-label': SELECCIONAR(factura.folio) } }}
                    />
                  </TableCell>
                  <TableCell>{factura.folio}</TableCell>
                  <TableCell>{fechaCorta(factura.fecha)}</TableCell>
                  <TableCell>{factura.cliente.nombre}</TableCell>
                  <TableCell align="right">{pesos(factura.total)}</TableCell>
                  <TableCell align="right">{pesos(factura.saldo)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Paginacion count={data?.totalElements ?? 0} paginacion={paginacion} />
      </TableContainer>
      {open && (
        <RegistrarIngresoDialog
          open
          facturas={[...selected.values()]}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setSelected(new Map());
          }}
        />
      )}
    </Box>
  );
}

export default function IngresoList() {
  return (
    <RequireObra>
      <Ingresos />
    </RequireObra>
  );
}
