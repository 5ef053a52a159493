/**
 * /obras/{idObra}/resumen (docs/product.md §2 obra summary), read in one call: the obra and its
 * client and its avance (físico, financiero, tiempo), its figures, a card per budget line against
 * what was spent (Insumos also what is committed; a card opens the documents behind it), and the
 * estado de cuenta of its estimaciones, and the cost per partida of its presupuesto beside what each earns.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Loading, Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';
import { toCents } from '../../../schemas/money';
import { useWorkflowQuery } from '../../dataProvider';
import { labelOf } from '../../engine';
import { useActiveObra } from '../../obra';
import { paths } from '../../paths';
import { fechaCorta } from '../../shared/formato';
import { BudgetCard } from '../../shared/presupuesto';
import { AvanceObra } from './AvanceObra';
import { CifrasObra } from './CifrasObra';
import { EstadoCuentaCard } from '../estimaciones/EstadoCuentaCard';
import { CostoPorPartida } from './CostoPorPartida';
import { BudgetLineDocuments } from './BudgetLineDocuments';
import { RESUMEN } from './messages';
import { PARTIDAS, type Partida } from './partidas';
import { useOwnHeading } from '../../layout/pageHeading';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
}

/** The summary's h1, the obra's name (the top bar says 'Resumen de Obra'), shown once the obra is read. */
function NombreDeObra({ nombre }: { nombre?: string }) {
  useOwnHeading();
  return (
    <Typography variant="h5" component="h1">
      {nombre}
    </Typography>
  );
}

export default function ObraResumen() {
  const { idObra = '' } = useParams();
  const { data: resumen, isPending, error } = useWorkflowQuery('resumenObra', idObra);
  const [abierta, setAbierta] = useState<Partida | null>(null);
  const label = (name: string) => labelOf(schemas.obra, name);
  const { setObra } = useActiveObra();
  const adopted = useRef('');
  const obra = resumen?.obra;
  // The summary shown is the obra worked on, however it was reached (a link, a bookmark, the URL bar);
  // adopted once per obra shown, so leaving it with Inicio is not undone before the route changes.
  useEffect(() => {
    if (!obra?.id || !obra.nombre || adopted.current === `${obra.id}:${obra.nombre}`) return;
    adopted.current = `${obra.id}:${obra.nombre}`;
    setObra({ id: obra.id, nombre: obra.nombre });
  }, [obra, setObra]);
  if (isPending) return <Loading />;
  if (error || !resumen || !obra)
    return <Typography sx={{ p: 2 }}>{error instanceof Error ? error.message : OBRA_NO_ENCONTRADA}</Typography>;
  const id = obra.id ?? Number(idObra);
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
              <NombreDeObra nombre={obra.nombre} />
              <Typography color="text.secondary">{obra.cliente?.nombre}</Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {obra.terminado && <Chip label={label('terminado')} color="default" />}
              <Button label={RESUMEN.editar} component={Link} to={paths.row('/obras', id)}>
                <EditIcon />
              </Button>
            </Stack>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mt: 2 }}>
            <Fact label={label('inicio')} value={fechaCorta(obra.inicio)} />
            <Fact label={label('fin')} value={fechaCorta(obra.fin)} />
          </Box>
          <AvanceObra avance={resumen.avance} />
        </CardContent>
      </Card>
      <CifrasObra resumen={resumen} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {PARTIDAS.map((partida) => {
          const linea = resumen[partida];
          return (
            <BudgetCard
              key={partida}
              title={label(partida)}
              heading="h2"
              budget={toCents(linea.presupuesto)}
              actual={toCents(linea.ejercido)}
              committed={'comprometido' in linea ? toCents(linea.comprometido) : undefined}
              onOpen={() => setAbierta(partida)}
              openLabel={RESUMEN.verDocumentos}
            />
          );
        })}
      </Box>
      <EstadoCuentaCard idObra={id} />
      <CostoPorPartida costos={resumen.costoPorPartida} />
      <BudgetLineDocuments idObra={id} partida={abierta} onClose={() => setAbierta(null)} />
    </Stack>
  );
}
