/**
 * The obra summary's header avance (docs/product.md §2): físico (executed quantities × P.U. over
 * the importe vigente), financiero (ejercido over the cost budget) and tiempo, side by side, each
 * a bar and its percentage; '—' where there is nothing to measure against.
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import type { ResumenObra } from '../../dataProvider';
import { porcentajeTexto } from '../../shared/formato';
import { AVANCE } from './messages';

function Medida({ label, detail, value }: { label: string; detail: string; value: number | null }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      {/* The bar belongs to the description: a dl's div holds only dt and dd. */}
      <Box component="dd" sx={{ m: 0 }}>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} title={detail}>
          {value === null ? '—' : porcentajeTexto(value)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, value ?? 0))}
          aria-label={`${AVANCE.titulo}: ${label}`}
          sx={{ mt: 0.5 }}
        />
      </Box>
    </Box>
  );
}

export function AvanceObra({ avance }: { avance: ResumenObra['avance'] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, m: 0, mt: 2 }}>
      <Medida label={AVANCE.fisico} detail={AVANCE.fisicoDetalle} value={avance.fisico} />
      <Medida label={AVANCE.financiero} detail={AVANCE.financieroDetalle} value={avance.financiero} />
      <Medida label={AVANCE.tiempo} detail={AVANCE.tiempoDetalle} value={avance.tiempo} />
    </Box>
  );
}
