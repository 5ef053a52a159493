import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { apiJson } from '../../providers/http';
import { useNotifyError } from '../../layout/useNotifyError';
import type { ObraAvance } from './AvanceChart';

const AvanceChart = lazy(() => import('./AvanceChart'));

const chartPlaceholder = <Skeleton variant="rectangular" height={240} />;

/** / — weekly progress of every obra the user can see (SPEC.md §2). */
export default function Dashboard() {
  const translate = useTranslate();
  const title = translate('app.dashboard.title');
  const { data, isPending, error } = useQuery({
    queryKey: ['obra', 'avance'],
    queryFn: () => apiJson<ObraAvance[]>('/api/obra/avance'),
  });
  useNotifyError(error);

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
          !error && <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
