import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ObraAvance } from '../../dataProvider';
import { paths } from '../../paths';
import { pesos } from '../../shared/formato';
import { CHART_MARGIN, percent, tooltipProps, useObraAxis } from './chartLayout';
import { GASTO_EN_TIEMPO, gastoColor, gastoShare } from './gastoColor';
import { TABLERO } from './messages';
import { ObraTick } from './ObraTick';

const AVANCE_REFERENCIA = '#90a4ae';
const STEP = 25;
/** Below the rows: the margins, the percent axis and the legend (two lines on a phone). */
const CHROME_PX = 96;

type Fila = ObraAvance & { gasto: number | null; color: string };

/** The tooltip: the obra's amounts in $, its shares in %. */
function Detalle({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) {
  const fila = payload?.[0]?.payload as Fila | undefined;
  if (!active || !fila) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Typography variant="subtitle2">{fila.nombre}</Typography>
      <Typography variant="body2">
        {TABLERO.gasto.presupuesto}: {pesos(fila.presupuesto)}
      </Typography>
      <Typography variant="body2">
        {TABLERO.gasto.ejercido}: {pesos(fila.ejercido)} (
        {fila.gasto === null ? TABLERO.gasto.sinPresupuesto : percent(fila.gasto)})
      </Typography>
      <Typography variant="body2">
        {TABLERO.gasto.avance}: {percent(fila.avance)}
      </Typography>
    </Paper>
  );
}

/**
 * Per obra, what it spent as a share of its budget beside the share of its time elapsed (the thinner
 * grey bar), red when the money runs ahead of the schedule (gastoColor); a dashed line marks the
 * whole budget. A bar opens the obra's summary, as its name does.
 */
export default function GastoChart({ obras }: { obras: ObraAvance[] }) {
  const navigate = useNavigate();
  const axis = useObraAxis(obras);
  const filas: Fila[] = obras.map((obra) => ({ ...obra, gasto: gastoShare(obra), color: gastoColor(obra) }));
  const top = Math.ceil(Math.max(100, ...filas.map((fila) => fila.gasto ?? 0)) / STEP) * STEP;
  const ticks = Array.from({ length: top / STEP + 1 }, (_, i) => i * STEP);
  const height = Math.max(160, obras.length * axis.rowPx + CHROME_PX);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 800, height }}>
      <BarChart data={filas} layout="vertical" margin={CHART_MARGIN} barGap={2}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, top]} ticks={ticks} tickFormatter={percent} />
        <YAxis
          type="category"
          dataKey="nombre"
          width={axis.width}
          interval={0}
          tick={(props) => <ObraTick {...props} obras={filas} axis={axis} />}
        />
        <Tooltip content={Detalle} {...tooltipProps(axis)} />
        <Legend verticalAlign="bottom" />
        <ReferenceLine x={100} stroke="#616161" strokeDasharray="4 2" />
        <Bar
          className="gasto"
          dataKey="gasto"
          name={TABLERO.gasto.serie}
          fill={GASTO_EN_TIEMPO}
          isAnimationActive={false}
          barSize={16}
          cursor="pointer"
          onClick={(item) => navigate(paths.obraResumen((item.payload as Fila).id))}
        >
          {filas.map((fila) => (
            <Cell key={fila.id} fill={fila.color} />
          ))}
        </Bar>
        <Bar
          className="avance"
          dataKey="avance"
          name={TABLERO.gasto.avance}
          fill={AVANCE_REFERENCIA}
          isAnimationActive={false}
          barSize={8}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
