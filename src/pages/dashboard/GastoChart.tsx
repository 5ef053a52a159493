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
import { schemas } from '../../../schemas';
import type { ObraAvance } from '../../dataProvider';
import { labelOf } from '../../engine';
import { paths } from '../../paths';
import { pesos } from '../../shared/formato';
import { CHART_MARGIN, percent, tooltipProps, useObraAxis } from './chartLayout';
import { GASTO_COLOR, gastoColor, gastoShare, partidasExcedidas, type GastoColor } from './gastoColor';
import { TABLERO } from './messages';
import { ObraTick } from './ObraTick';

const AVANCE_REFERENCIA = '#90a4ae';
const STEP = 25;
/** Below the rows: the margins, the percent axis and the legend (two lines on a phone). */
const CHROME_PX = 96;

type Fila = ObraAvance & { gasto: number | null; comprometido: number | null; color: GastoColor };

/** What the colour says, in the tooltip: the lines past their budget, or the spending ahead of time. */
function motivo(fila: Fila): string | null {
  if (fila.color === 'error') {
    return TABLERO.gasto.rebasa(partidasExcedidas(fila).map((partida) => labelOf(schemas.obra, partida)));
  }
  return fila.color === 'adelantado' ? TABLERO.gasto.adelantado : null;
}

/** The tooltip: the obra's amounts in $, its shares in % (never in brackets, which read as a loss). */
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
        {TABLERO.gasto.ejercido}: {pesos(fila.ejercido)} ·{' '}
        {fila.gasto === null ? TABLERO.gasto.sinPresupuesto : percent(fila.gasto)}
      </Typography>
      {fila.insumos.comprometido !== 0 && (
        <Typography variant="body2">
          {TABLERO.gasto.comprometido}: {pesos(fila.insumos.comprometido)}
        </Typography>
      )}
      <Typography variant="body2">
        {TABLERO.gasto.avance}: {percent(fila.avance)}
      </Typography>
      {motivo(fila) && (
        <Typography variant="body2" sx={{ color: GASTO_COLOR[fila.color], fontWeight: 500 }}>
          {motivo(fila)}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * Per obra, what it spent as a share of its budget, then (lighter) what it committed, beside the share
 * of its time elapsed (the thinner grey bar); coloured as its summary's cards (gastoColor: red when a
 * line is past its budget), amber when its money runs ahead of its time; a dashed line marks the
 * whole budget. A bar opens the obra's summary, as its name does.
 */
export default function GastoChart({ obras }: { obras: ObraAvance[] }) {
  const navigate = useNavigate();
  const axis = useObraAxis(obras);
  const filas: Fila[] = obras.map((obra) => ({
    ...obra,
    gasto: gastoShare(obra),
    comprometido: gastoShare({ presupuesto: obra.presupuesto, ejercido: obra.insumos.comprometido }),
    color: gastoColor(obra),
  }));
  const top =
    Math.ceil(Math.max(100, ...filas.map((fila) => (fila.gasto ?? 0) + (fila.comprometido ?? 0))) / STEP) * STEP;
  const open = (item: { payload?: unknown }) => navigate(paths.obraResumen((item.payload as Fila).id));
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
          stackId="gasto"
          fill={GASTO_COLOR.success}
          isAnimationActive={false}
          barSize={16}
          cursor="pointer"
          onClick={open}
        >
          {filas.map((fila) => (
            <Cell key={fila.id} fill={GASTO_COLOR[fila.color]} />
          ))}
        </Bar>
        <Bar
          className="comprometido"
          dataKey="comprometido"
          name={TABLERO.gasto.comprometido}
          stackId="gasto"
          fill={GASTO_COLOR.success}
          fillOpacity={0.4}
          isAnimationActive={false}
          barSize={16}
          cursor="pointer"
          onClick={open}
        >
          {filas.map((fila) => (
            <Cell key={fila.id} fill={GASTO_COLOR[fila.color]} />
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
