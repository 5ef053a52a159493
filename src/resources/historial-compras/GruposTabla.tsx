/**
 * The groups from sm up: a table with a row per proveedor (its count and sums), whose compras
 * open in a row under it, and the total's row.
 */
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { FilaVacia } from '../../shared/tablas/FilaVacia';
import { ComprasDelProveedor } from './ComprasDelProveedor';
import { ExpandButton } from './ExpandButton';
import type { GruposProps } from './grupos';
import { IMPORTES } from './importes';
import { ImportesCeldas, ImportesEncabezados } from './ImportesEnTabla';
import { COMPRAS, DETALLE, PROVEEDOR, TOTAL } from './messages';
import { useAbiertos } from './useAbiertos';
import { EncabezadoOculto } from '../../shared/tablas/EncabezadoOculto';

export function GruposTabla({ historial, obraId, filtros, labelledBy }: GruposProps) {
  const abierto = useAbiertos();
  const columnas = 3 + IMPORTES.length;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <EncabezadoOculto padding="checkbox">{DETALLE}</EncabezadoOculto>
            <TableCell>{PROVEEDOR}</TableCell>
            <TableCell align="right">{COMPRAS}</TableCell>
            <ImportesEncabezados />
          </TableRow>
        </TableHead>
        <TableBody>
          {historial.grupos.length === 0 && <FilaVacia columnas={columnas} />}
          {historial.grupos.map((grupo) => {
            const { open, detalle, toggle } = abierto(grupo.proveedor.id);
            return [
              <TableRow key={grupo.proveedor.id} hover>
                <TableCell padding="checkbox">
                  <ExpandButton grupo={grupo} open={open} controls={detalle} onToggle={toggle} />
                </TableCell>
                <TableCell component="th" scope="row">
                  {grupo.proveedor.nombre}
                </TableCell>
                <TableCell align="right">{grupo.compras}</TableCell>
                <ImportesCeldas sumas={grupo} />
              </TableRow>,
              open && (
                <TableRow key={`${grupo.proveedor.id}-compras`}>
                  <TableCell colSpan={columnas} sx={{ py: 0 }}>
                    <ComprasDelProveedor
                      id={detalle}
                      obraId={obraId}
                      proveedor={grupo.proveedor}
                      filtros={filtros}
                      phone={false}
                    />
                  </TableCell>
                </TableRow>
              ),
            ];
          })}
          {historial.grupos.length > 0 && (
            <TableRow>
              <TableCell />
              <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
                {TOTAL}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {historial.total.compras}
              </TableCell>
              <ImportesCeldas sumas={historial.total} bold />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
