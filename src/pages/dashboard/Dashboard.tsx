import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';

const AvanceChart = lazy(() => import('./AvanceChart'));

const chartPlaceholder = <Skeleton variant="rectangular" height={240} />;

/** / — weekly progress of every obra the user can see (docs/product.md §2). */
export default function Dashboard() {
  const translate = useTranslate();
  const title = translate('app.dashboard.title');
  const { data, isPending, error } = useWorkflowQuery('avanceObras', undefined);
  // The chart lists obras, so it needs the Obras permiso; without it the page is simply empty.
  const denied = (error as { status?: number } | null)?.status === 403;
  useNotifyError(denied ? null : error);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <CardHeader title={title} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent>
        {isPending ? (
          chartPlaceholder
        ) : data && data.length > 0 ? (
          <Suspense fallback={chartPlaceholder}>
            <AvanceChart obras={data} label={translate('app.dashboard.avance')} />
          </Suspense>
        ) : (
          (!error || denied) && <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
