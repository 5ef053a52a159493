/**
 * /demo (docs/product.md §2): the facturas of one obra and one cliente, both chosen with pickers
 * (GET /api/factura/byObraAndCliente); the obra starts as the active one.
 */
import { useState } from 'react';
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
import { useWorkflowQuery, type Named } from '../../dataProvider';
import { EMPTY_LIST } from '../../engine';
import { Paginacion, usePaginacion } from '../../shared/tablas/Paginacion';
import { useNotifyError } from '../../layout/useNotifyError';
import { useActiveObra } from '../../obra';
import { fechaCorta, pesos } from '../../shared/formato';
import { NamedPicker } from './NamedPicker';
import { TituloDePagina } from '../../shared/TituloDePagina';

export const DEMO_TITULO = 'Facturas por obra y cliente';
export const ELIJA = 'Elija una obra y un cliente para ver sus facturas';
const COLUMNAS = ['Folio', 'Fecha', 'Promesa de Pago', 'Total', 'Saldo'] as const;

export default function DemoPage() {
  const { obra: activa } = useActiveObra();
  const [obra, setObra] = useState<Named | null>(activa ? { id: activa.id, nombre: activa.nombre } : null);
  const [cliente, setCliente] = useState<Named | null>(null);
  const paginacion = usePaginacion();
  const { page, pageSize, setPage } = paginacion;
  const ready = Boolean(obra && cliente);
  const { data, error } = useWorkflowQuery(
    'facturasDeObraYCliente',
    { obraId: Number(obra?.id), clienteId: Number(cliente?.id), page, pageSize },
    { enabled: ready },
  );
  useNotifyError(error);
  const rows = ready ? (data?.content ?? []) : [];
  return (
    <Box sx={{ mt: 2 }}>
      <TituloDePagina sx={{ mb: 1 }}>{DEMO_TITULO}</TituloDePagina>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <NamedPicker
          label="Obra"
          path="/api/obra/byName"
          param="name"
          value={obra}
          onChange={(chosen) => {
            setObra(chosen);
            setPage(0);
          }}
        />
        <NamedPicker
          label="Cliente"
          path="/api/cliente/list"
          param="toSearch"
          value={cliente}
          onChange={(chosen) => {
            setCliente(chosen);
            setPage(0);
          }}
        />
      </Stack>
      {!ready ? (
        <Typography color="text.secondary">{ELIJA}</Typography>
      ) : (
        <TableContainer component={Paper}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNAS.map((columna) => (
                  <TableCell key={columna} align={columna === 'Total' || columna === 'Saldo' ? 'right' : 'left'}>
                    {columna}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNAS.length}>{EMPTY_LIST}</TableCell>
                </TableRow>
              )}
              {rows.map((factura) => (
                <TableRow key={factura.id}>
                  <TableCell>{factura.folio}</TableCell>
                  <TableCell>{fechaCorta(factura.fecha)}</TableCell>
                  <TableCell>{fechaCorta(factura.promesaPago)}</TableCell>
                  <TableCell align="right">{pesos(factura.total)}</TableCell>
                  <TableCell align="right">{pesos(factura.saldo)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Paginacion count={data?.totalElements ?? 0} paginacion={paginacion} />
        </TableContainer>
      )}
    </Box>
  );
}
