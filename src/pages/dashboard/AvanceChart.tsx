import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ObraAvance } from '../../dataProvider';
import { avanceColor } from './avanceColor';
import { CHART_MARGIN, percent, tooltipProps, useObraAxis } from './chartLayout';
import { TABLERO } from './messages';
import { ObraTick } from './ObraTick';

/** The avance físico's bar, under each obra's time bar. */
const FISICO_COLOR = '#455a64';

/** Below the rows: the margins and the percent axis. */
const CHROME_PX = 48;

/**
 * The progress bars, one row per obra so long names stay readable: time elapsed, coloured by how
 * far along, and the avance físico under it; recharts lives only in this
 * lazily loaded chunk (and GastoChart's).
 */
export default function AvanceChart({ obras }: { obras: ObraAvance[] }) {
  const axis = useObraAxis(obras);
  const height = Math.max(160, obras.length * axis.rowPx + CHROME_PX);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 800, height }}>
      <BarChart data={obras} layout="vertical" margin={CHART_MARGIN}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={percent} />
        <YAxis
          type="category"
          dataKey="nombre"
          width={axis.width}
          interval={0}
          tick={(props) => <ObraTick {...props} obras={obras} axis={axis} />}
        />
        <Tooltip formatter={percent} {...tooltipProps(axis)} />
        <Bar dataKey="avance" name={TABLERO.avance.serie} className="tiempo" isAnimationActive={false} barSize={16}>
          {obras.map((obra) => (
            <Cell key={obra.id} fill={avanceColor(obra.avance)} />
          ))}
        </Bar>
        {/* Beside the time elapsed, what is built of the presupuesto (none without one). */}
        <Bar
          dataKey="avanceFisico"
          name={TABLERO.avance.fisico}
          className="fisico"
          isAnimationActive={false}
          barSize={8}
          fill={FISICO_COLOR}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
