/**
 * The obra summary's figures (docs/product.md §2): what the obra costs and its anticipo, what was
 * invoiced and collected, and the planned utilidad beside the utilidad to date (facturado − ejercido),
 * red with its minus sign when the obra has spent more than it invoiced.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { schemas } from '../../../schemas';
import type { ResumenObra } from '../../dataProvider';
import { labelOf } from '../../engine';
import { pesos } from '../../shared/formato';
import { RESUMEN } from './messages';

interface Cifra {
  label: string;
  amount: number | undefined;
  detail?: string;
}

export function CifrasObra({ resumen }: { resumen: ResumenObra }) {
  const { obra } = resumen;
  const cifras: Cifra[] = [
    { label: labelOf(schemas.obra, 'costoTotal'), amount: obra.costoTotal },
    { label: labelOf(schemas.obra, 'anticipo'), amount: obra.anticipo },
    { label: RESUMEN.facturado, amount: resumen.facturado },
    { label: RESUMEN.cobrado, amount: resumen.cobrado },
    { label: RESUMEN.utilidadPlaneada, amount: resumen.utilidadPlaneada },
    {
      label: RESUMEN.utilidadActual,
      amount: resumen.utilidadActual,
      detail: RESUMEN.utilidadActualDetalle(pesos(resumen.ejercido)),
    },
  ];
  return (
    <Card>
      <CardContent
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          gap: 2,
          m: 0,
        }}
      >
        {cifras.map(({ label, amount, detail }) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0, fontVariantNumeric: 'tabular-nums', color: (amount ?? 0) < 0 ? 'error.main' : undefined }}
            >
              {amount === undefined ? '—' : pesos(amount)}
            </Typography>
            {detail && (
              <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
                {detail}
              </Typography>
            )}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
