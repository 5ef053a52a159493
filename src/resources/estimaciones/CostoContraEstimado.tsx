/**
 * The editor's cost beside what was estimated per partida (./costoContraEstimado.ts): the partidas
 * this estimación's conceptos belong to, indented by level, with their cost so far, the acumulado
 * estimated of these conceptos and the difference; a partida whose cost passes it in red. A card per
 * partida on a phone (the shared Tabla), so the difference is in view without a sideways swipe.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import { formatCents } from '../../../schemas/money';
import { useWorkflowQuery } from '../../dataProvider';
import { useActiveObra } from '../../obra';
import { Tabla, type Columna } from '../../shared/tablas/Tabla';
import { costoContraEstimado, type CostoContraEstimado as Fila } from './costoContraEstimado';
import { ESTIMACION } from './messages';

const TITULO_ID = 'costo-estimado-titulo';

const nombre = ({ partida }: Fila) => (partida ? `${partida.clave} ${partida.descripcion}` : ESTIMACION.sinPartida);

const COLUMNAS: Columna<Fila>[] = [
  {
    label: ESTIMACION.partida,
    enTitulo: true,
    minWidth: '14rem',
    value: (fila) => <Box sx={{ pl: ((fila.partida?.nivel ?? 1) - 1) * 2 }}>{nombre(fila)}</Box>,
  },
  { label: ESTIMACION.costo, numeric: true, value: ({ costo }) => formatCents(costo) },
  { label: ESTIMACION.estimadoAcumulado, numeric: true, value: ({ estimado }) => formatCents(estimado) },
  {
    label: ESTIMACION.diferencia,
    numeric: true,
    value: ({ costo, estimado, excede }) =>
      excede ? (
        <Box component="span" sx={{ color: 'error.main' }} title={ESTIMACION.costoExcede} data-excede>
          {formatCents(estimado - costo)}
        </Box>
      ) : (
        formatCents(estimado - costo)
      ),
  },
];

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
        <Typography variant="subtitle1" component="h2" id={TITULO_ID}>
          {ESTIMACION.costoContraEstimado}
        </Typography>
        <Tabla
          labelledBy={TITULO_ID}
          columnas={COLUMNAS}
          filas={filas}
          clave={({ partida }) => partida?.id ?? 'sin-partida'}
          titulo={nombre}
        />
      </CardContent>
    </Card>
  );
}
