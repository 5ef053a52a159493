import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ObraAvance } from '../../dataProvider';
import { avanceColor } from './avanceColor';
import { BAR_ROW_PX, percent, useAxisWidth } from './chartLayout';
import { TABLERO } from './messages';
import { ObraTick } from './ObraTick';

/**
 * The progress bars, one row per obra so long names stay readable; recharts lives only in this
 * lazily loaded chunk (and GastoChart's).
 */
export default function AvanceChart({ obras }: { obras: ObraAvance[] }) {
  const axisWidth = useAxisWidth();
  const height = Math.max(160, obras.length * BAR_ROW_PX + 48);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 800, height }}>
      <BarChart data={obras} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={percent} />
        <YAxis
          type="category"
          dataKey="nombre"
          width={axisWidth}
          interval={0}
          tick={(props) => <ObraTick {...props} obras={obras} width={axisWidth - 8} />}
        />
        <Tooltip formatter={percent} cursor={{ fillOpacity: 0.3 }} />
        <Bar dataKey="avance" name={TABLERO.avance.serie} isAnimationActive={false} barSize={24}>
          {obras.map((obra) => (
            <Cell key={obra.id} fill={avanceColor(obra.avance)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
