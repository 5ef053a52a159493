/**
 * The editor's cost beside what was estimated per partida (./costoContraEstimado.ts): the partidas
 * this estimación's conceptos belong to, indented by level, with their cost so far, the acumulado
 * estimated of these conceptos and the difference; a partida whose cost passes it in red.
 */
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import { formatCents } from '../../../schemas/money';
import { useWorkflowQuery } from '../../dataProvider';
import { useActiveObra } from '../../obra';
import { costoContraEstimado } from './costoContraEstimado';
import { ESTIMACION } from './messages';

const COLUMNAS = [ESTIMACION.partida, ESTIMACION.costo, ESTIMACION.estimadoAcumulado, ESTIMACION.diferencia];
const MONTO = { whiteSpace: 'nowrap' } as const;

export function CostoContraEstimado() {
  const record = useRecordContext<Estimacion>();
  const idObra = useActiveObra().obra?.id ?? 0;
  const enabled = idObra > 0 && Boolean(record?.id);
  const { data: resumen } = useWorkflowQuery('resumenObra', idObra, { enabled });
  const { data: partidaDe } = useWorkflowQuery('partidasDeConceptos', idObra, { enabled });
  if (!record?.id || !resumen || !partidaDe) return null;
  const { partidas, sinPartida } = resumen.costoPorPartida;
  const filas = costoContraEstimado(partidas, sinPartida, record.lineas, partidaDe);
  if (filas.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2, width: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" id="costo-estimado-titulo">
          {ESTIMACION.costoContraEstimado}
        </Typography>
        <TableContainer tabIndex={0} role="region" aria-labelledby="costo-estimado-titulo">
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNAS.map((titulo, i) => (
                  <TableCell key={titulo} align={i === 0 ? 'left' : 'right'}>
                    {titulo}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {filas.map(({ partida, costo, estimado, excede }) => (
                <TableRow
                  key={partida?.id ?? 'sin-partida'}
                  data-excede={excede || undefined}
                  title={excede ? ESTIMACION.costoExcede : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ pl: 2 + ((partida?.nivel ?? 1) - 1) * 2 }}>
                    {partida ? `${partida.clave} ${partida.descripcion}` : ESTIMACION.sinPartida}
                  </TableCell>
                  <TableCell align="right" sx={MONTO}>
                    {formatCents(costo)}
                  </TableCell>
                  <TableCell align="right" sx={MONTO}>
                    {formatCents(estimado)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...MONTO, color: excede ? 'error.main' : undefined }}>
                    {formatCents(estimado - costo)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
