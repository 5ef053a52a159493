/**
 * /obras/{idObra}/resumen: the obra, its client and its budget per line against what was spent
 * (docs/product.md §2 obra summary cards). Spending per line arrives with the purchases, payroll and
 * expenses of later issues; until then every line has spent nothing.
 */
import { useEffect, useRef } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Loading, Title, useGetOne, type Identifier } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { schemas } from '../../../schemas';
import type { Obra } from '../../../schemas/generated/obra';
import { formatMoney, labelOf, parseCents } from '../../engine';
import { useActiveObra } from '../../obra';
import { paths } from '../../paths';
import { BudgetCard } from '../../shared/presupuesto';
import { RESUMEN } from './messages';

const LINES = ['insumos', 'manoObra', 'indirectos'] as const;

/** `YYYY-MM-DD` as docs/product.md §9's DD/MM/YYYY, without going through a time zone. */
const dayOf = (date?: string) => (date ? date.split('-').reverse().join('/') : '—');

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

export default function ObraResumen() {
  const { idObra = '' } = useParams();
  const { data: obra, isPending, error } = useGetOne<Omit<Obra, 'id'> & { id: Identifier }>('obras', { id: idObra });
  const label = (name: string) => labelOf(schemas.obra, name);
  const { setObra } = useActiveObra();
  const adopted = useRef('');
  // The summary shown is the obra worked on, however it was reached (a link, a bookmark, the URL bar);
  // adopted once per obra shown, so leaving it with Inicio is not undone before the route changes.
  useEffect(() => {
    if (!obra || adopted.current === `${obra.id}:${obra.nombre}`) return;
    adopted.current = `${obra.id}:${obra.nombre}`;
    setObra({ id: Number(obra.id), nombre: obra.nombre });
  }, [obra, setObra]);
  if (isPending) return <Loading />;
  if (error || !obra)
    return <Typography sx={{ p: 2 }}>{error instanceof Error ? error.message : 'Obra no encontrada'}</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={RESUMEN.title} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Box>
              <Typography variant="h5" component="h1">
                {obra.nombre}
              </Typography>
              <Typography color="text.secondary">{obra.cliente?.nombre}</Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {obra.terminado && <Chip label={label('terminado')} color="default" />}
              <Button label={RESUMEN.editar} component={Link} to={paths.row('/obras', obra.id)}>
                <EditIcon />
              </Button>
            </Stack>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mt: 2 }}>
            <Fact label={label('inicio')} value={dayOf(obra.inicio)} />
            <Fact label={label('fin')} value={dayOf(obra.fin)} />
            <Fact label={label('costoTotal')} value={`$${formatMoney(obra.costoTotal)}`} />
            <Fact label={label('utilidad')} value={`$${formatMoney(obra.utilidad)}`} />
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {LINES.map((line) => (
          <BudgetCard key={line} title={label(line)} budget={parseCents(obra[line]) ?? 0n} actual={0n} />
        ))}
      </Box>
    </Stack>
  );
}
