/** The importes as table cells: their headers, and the cells of a group, a compra or the total. */
import { TableCell } from '@mui/material';
import { pesos } from '../../shared/formato';
import { IMPORTES, type Sumas } from './importes';

export function ImportesEncabezados() {
  return IMPORTES.map((importe) => (
    <TableCell key={importe.label} align="right">
      {importe.label}
    </TableCell>
  ));
}

export function ImportesCeldas({ sumas, bold = false }: { sumas: Sumas; bold?: boolean }) {
  return IMPORTES.map((importe) => (
    <TableCell key={importe.label} align="right" sx={{ whiteSpace: 'nowrap', ...(bold && { fontWeight: 'bold' }) }}>
      {pesos(sumas[importe.key])}
    </TableCell>
  ));
}
