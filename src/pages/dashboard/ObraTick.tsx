/**
 * An obra's name on a chart's category axis, as a link to its summary (docs/product.md §2), in the
 * lines chartLayout wrapped it to; its whole name is the link's accessible name and hover title.
 * Lives with the charts, in their lazy chunk.
 */
import { useTheme } from '@mui/material';
import { useHref, useNavigate } from 'react-router-dom';
import type { YAxisTickContentProps } from 'recharts';
import { paths } from '../../paths';
import type { ObraAxis } from './chartLayout';
import { TABLERO } from './messages';

const brokeAtSpace = (nombre: string, line: string, next?: string) =>
  next !== undefined && nombre.includes(`${line} ${next.replace(/…$/, '')}`);

/** From a line's middle to its baseline, as recharts centres a tick's text: half a capital's height. */
const HALF_CAP_EM = 0.355;

export function ObraTick({
  obras,
  axis,
  ...props
}: YAxisTickContentProps & { obras: readonly { id: number; nombre: string }[]; axis: ObraAxis }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const { index } = props.payload;
  const obra = obras[index];
  const lines = axis.lines[index];
  const to = paths.obraResumen(obra.id);
  const href = useHref(to);
  // The block of lines centred on the row's middle, where the tick stands.
  const firstDy = axis.fontSize * HALF_CAP_EM - ((lines.length - 1) * axis.lineHeight) / 2;
  return (
    <a
      href={href}
      aria-label={TABLERO.resumen(obra.nombre)}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      <title>{obra.nombre}</title>
      <text
        x={props.x}
        y={props.y}
        textAnchor={props.textAnchor}
        fontSize={axis.fontSize}
        fill={theme.palette.primary.main}
        textDecoration="underline"
      >
        {lines.map((line, i) => (
          <tspan key={i} x={props.x} dy={i === 0 ? firstDy : axis.lineHeight}>
            {/* A line broken between words ends in its space: read as text, the lines are the name again. */}
            {brokeAtSpace(obra.nombre, line, lines[i + 1]) ? `${line} ` : line}
          </tspan>
        ))}
      </text>
    </a>
  );
}
