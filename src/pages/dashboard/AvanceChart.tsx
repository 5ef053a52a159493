import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { avanceColor } from './avanceColor';

/** One obra's progress as GET /api/obra/avance answers it. */
export interface ObraAvance {
  id: number;
  nombre: string;
  avance: number;
}

const percent = (value: unknown) => `${String(value)} %`;

/** The progress bars; recharts lives only in this lazily loaded chunk. */
export default function AvanceChart({ obras, label }: { obras: ObraAvance[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={360} initialDimension={{ width: 800, height: 360 }}>
      <BarChart data={obras} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="nombre" interval={0} tick={{ fontSize: 12 }} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={percent} />
        <Tooltip formatter={percent} />
        <Bar dataKey="avance" name={label} isAnimationActive={false}>
          {obras.map((obra) => (
            <Cell key={obra.id} fill={avanceColor(obra.avance)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
