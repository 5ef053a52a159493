/** One budget line of the obra summary: budget, actual spending, share spent, coloured by docs/product.md §2. */
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { formatMoney, fromCents } from '../../engine';
import { budgetColor, budgetShare } from './budgetColor';
import { RESUMEN } from './messages';

// grey.700 keeps the amount readable on white (4.5:1 at least); grey.500 did not.
const ACCENT = { grey: 'grey.700', success: 'success.main', error: 'error.main' } as const;

export function BudgetCard({ title, budget, actual }: { title: string; budget: bigint; actual: bigint }) {
  const color = budgetColor(budget, actual);
  const share = budgetShare(budget, actual);
  const progress = Math.min(Number(share || 0), 100);
  return (
    <Card variant="outlined" data-color={color} sx={{ borderTop: 4, borderTopColor: ACCENT[color] }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h3">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ color: ACCENT[color], my: 1 }}>
          {share ? `${share}%` : '—'}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={`${title}: ${share || 0}%`}
          sx={{ mb: 1.5, bgcolor: 'grey.200', '& .MuiLinearProgress-bar': { bgcolor: ACCENT[color] } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="body2">{RESUMEN.presupuesto}</Typography>
          <Typography variant="body2">{`$${formatMoney(fromCents(budget))}`}</Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="body2">{RESUMEN.ejercido}</Typography>
          <Typography variant="body2">{`$${formatMoney(fromCents(actual))}`}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
