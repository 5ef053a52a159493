import { lazy, Suspense, useId, type ComponentType } from 'react';
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useWorkflowQuery, type ObraAvance } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { TABLERO } from './messages';

// recharts loads with the first chart, in a chunk of its own.
const AvanceChart = lazy(() => import('./AvanceChart'));
const GastoChart = lazy(() => import('./GastoChart'));

const chartPlaceholder = <Skeleton variant="rectangular" height={240} />;

interface ChartCardProps {
  title: string;
  /** Below the chart: how to read it. */
  note?: string;
  Chart: ComponentType<{ obras: ObraAvance[] }>;
  obras: ObraAvance[] | undefined;
  isPending: boolean;
  /** Whether to say there are no obras (not when the call failed for another reason: its toast says why). */
  showEmpty: boolean;
}

function ChartCard({ title, note, Chart, obras, isPending, showEmpty }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {isPending ? (
          chartPlaceholder
        ) : obras && obras.length > 0 ? (
          <>
            <Suspense fallback={chartPlaceholder}>
              <Chart obras={obras} />
            </Suspense>
            {note && (
              <Typography variant="caption" color="text.secondary">
                {note}
              </Typography>
            )}
          </>
        ) : (
          showEmpty && <Typography color="text.secondary">{TABLERO.empty}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * / — the obras in course (docs/product.md §2): the time elapsed of each, and beside it (stacked on
 * a phone) its spending against its budget; both from one call, each obra's name leading to its summary.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const { data, isPending, error } = useWorkflowQuery('avanceObras', undefined);
  // The charts list obras, so they need the Obras permiso; without it the page is simply empty.
  const denied = (error as { status?: number } | null)?.status === 403;
  useNotifyError(denied ? null : error);
  const state = { obras: data, isPending, showEmpty: !error || denied };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
      >
        <ChartCard title={TABLERO.avance.title} Chart={AvanceChart} {...state} />
        <ChartCard title={TABLERO.gasto.title} note={TABLERO.gasto.nota} Chart={GastoChart} {...state} />
      </Box>
    </Box>
  );
}
