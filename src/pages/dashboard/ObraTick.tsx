/**
 * An obra's name on a chart's category axis, as a link to its summary (docs/product.md §2); wrapped
 * to the axis width so long names stay readable. Lives with the charts, in their lazy chunk.
 */
import { useTheme } from '@mui/material';
import { useHref, useNavigate } from 'react-router-dom';
import { Text, type YAxisTickContentProps } from 'recharts';
import { paths } from '../../paths';
import { TABLERO } from './messages';

export function ObraTick({
  obras,
  width,
  ...props
}: YAxisTickContentProps & { obras: { id: number; nombre: string }[]; width: number }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const obra = obras[props.payload.index];
  const to = paths.obraResumen(obra.id);
  const href = useHref(to);
  return (
    <a
      href={href}
      aria-label={TABLERO.resumen(obra.nombre)}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      <Text
        x={props.x}
        y={props.y}
        textAnchor={props.textAnchor}
        verticalAnchor="middle"
        width={width}
        fill={theme.palette.primary.main}
        textDecoration="underline"
      >
        {obra.nombre}
      </Text>
    </a>
  );
}
