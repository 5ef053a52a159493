/** The aging of the active obra's saldos per cliente (GET /api/factura/antiguedad), summed by the server. */
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useWorkflowQuery } from '../../dataProvider';
import { EMPTY_LIST } from '../../engine';
import { pesos } from './formato';
import { useNotifyError } from '../../layout/useNotifyError';
import { ANTIGUEDAD, ANTIGUEDAD_COLUMNAS } from './messages';

const BUCKETS = ['alCorriente', 'dias1a30', 'dias31a60', 'dias61a90', 'mas90', 'total'] as const;

export function AntiguedadPanel({ obraId }: { obraId: number }) {
  const { data, error } = useWorkflowQuery('antiguedadFacturas', obraId);
  useNotifyError(error);
  return (
    <Paper component="section" aria-labelledby="antiguedad-titulo" sx={{ p: 2, mt: 2, overflowX: 'auto' }}>
      <Typography id="antiguedad-titulo" variant="h6" component="h2" gutterBottom>
        {ANTIGUEDAD}
      </Typography>
      <Table size="small" aria-labelledby="antiguedad-titulo">
        <TableHead>
          <TableRow>
            {ANTIGUEDAD_COLUMNAS.map((columna, i) => (
              <TableCell key={columna} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {columna}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={ANTIGUEDAD_COLUMNAS.length}>{EMPTY_LIST}</TableCell>
            </TableRow>
          )}
          {data?.map((row) => (
            <TableRow key={row.cliente.id}>
              <TableCell component="th" scope="row">
                {row.cliente.nombre}
              </TableCell>
              {BUCKETS.map((bucket) => (
                <TableCell key={bucket} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {pesos(row[bucket])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
