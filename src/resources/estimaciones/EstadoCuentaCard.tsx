/**
 * The estado de cuenta on the obra's summary, for whoever may see the estimaciones: how much of the
 * vigente is estimated (with a bar), the anticipo left to amortize, facturado and por cobrar, and a
 * link to the whole estado de cuenta.
 */
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Link, useCanAccess } from 'react-admin';
import { schemas } from '../../../schemas';
import { useWorkflowQuery } from '../../dataProvider';
import { resourceOf } from '../../engine';
import { pesos, porcentajeTexto } from '../../shared/formato';
import { ESTADO_CUENTA } from './messages';
import { ESTADO_CUENTA_RUTA } from './rutas';

const CIFRAS = ['porAmortizar', 'facturado', 'porCobrar'] as const;

function Cifras({ idObra }: { idObra: number }) {
  const { data } = useWorkflowQuery('estadoCuentaEstimaciones', idObra);
  if (!data) return null;
  return (
    <Card component="section" aria-labelledby="estado-cuenta-resumen">
      <CardContent>
        <Typography variant="h6" component="h2" id="estado-cuenta-resumen">
          {ESTADO_CUENTA.titulo}
        </Typography>
        <Typography>
          {ESTADO_CUENTA.estimado}: {porcentajeTexto(data.estimadoPorcentaje)} · {pesos(data.estimado)} /{' '}
          {pesos(data.vigente)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, data.estimadoPorcentaje))}
          aria-label={ESTADO_CUENTA.estimado}
          sx={{ my: 1 }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1 }}>
          {CIFRAS.map((cifra) => (
            <Box key={cifra}>
              <Typography variant="caption" color="text.secondary">
                {ESTADO_CUENTA[cifra]}
              </Typography>
              <Typography>{pesos(data[cifra])}</Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 1 }}>
          <Link to={ESTADO_CUENTA_RUTA}>{ESTADO_CUENTA.verTodo}</Link>
        </Box>
      </CardContent>
    </Card>
  );
}

export function EstadoCuentaCard({ idObra }: { idObra: number }) {
  const { canAccess } = useCanAccess({ resource: resourceOf(schemas.estimacion).name, action: 'list' });
  return canAccess ? <Cifras idObra={idObra} /> : null;
}
