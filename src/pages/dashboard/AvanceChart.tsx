import { useMediaQuery, type Theme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ObraAvance } from '../../dataProvider';
import { avanceColor } from './avanceColor';

const percent = (value: unknown) => `${String(value)} %`;
const BAR_ROW_PX = 44;

/**
 * The progress bars, one row per obra so long names stay readable; recharts lives only in this
 * lazily loaded chunk.
 */
export default function AvanceChart({ obras, label }: { obras: ObraAvance[]; label: string }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const height = Math.max(160, obras.length * BAR_ROW_PX + 48);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 800, height }}>
      <BarChart data={obras} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={percent} />
        <YAxis type="category" dataKey="nombre" width={narrow ? 120 : 260} tick={{ fontSize: narrow ? 11 : 13 }} />
        <Tooltip formatter={percent} cursor={{ fillOpacity: 0.3 }} />
        <Bar dataKey="avance" name={label} isAnimationActive={false} barSize={24}>
          {obras.map((obra) => (
            <Cell key={obra.id} fill={avanceColor(obra.avance)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
