/**
 * One budget line against what it spent, coloured by docs/product.md §2: the obra summary's cards and
 * the orden de compra's budget impact. With `committed` (Insumos: authorized orders not yet bought,
 * compras not yet applied) a second, lighter bar shows spent + committed, and the colour warns when
 * that sum is already above the budget, before the money is spent; the headline figure is then that
 * sum's share, the one its colour judges (budgetFigure), with the spending's own share under it.
 * `onOpen` makes the card a button.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, LinearProgress, Typography } from '@mui/material';
import { formatMoney, fromCents } from '../../engine';
import { budgetFigure, budgetShare, lineColor } from './budgetColor';
import { PRESUPUESTO } from './messages';

// grey.700 keeps the amount readable on white (4.5:1 at least); grey.500 did not.
const ACCENT = { grey: 'grey.700', success: 'success.main', error: 'error.main' } as const;
const pesos = (cents: bigint) => `$${formatMoney(fromCents(cents))}`;
const capped = (share: string) => Math.min(Number(share || 0), 100);

function Amount({ label, cents }: { label: string; cents: bigint }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {pesos(cents)}
      </Typography>
    </Box>
  );
}

export interface BudgetCardProps {
  title: string;
  /** The title's heading level where the screen has it (the obra's summary puts its cards under its h1). */
  heading?: 'h2' | 'h3';
  budget: bigint;
  actual: bigint;
  committed?: bigint;
  /** Amounts of its own under the budget's (the order being authorized). */
  extra?: { label: string; cents: bigint }[];
  onOpen?: () => void;
  /** What the card's button opens, shown at its foot (the button is named by all it shows, WCAG 2.5.3). */
  openLabel?: string;
  children?: ReactNode;
}

export function BudgetCard({
  title,
  heading = 'h3',
  budget,
  actual,
  committed,
  extra,
  onOpen,
  openLabel,
  children,
}: BudgetCardProps) {
  const outlook = actual + (committed ?? 0n);
  const color = lineColor({ budget, actual, committed });
  const share = budgetShare(budget, actual);
  const outlookShare = budgetShare(budget, outlook);
  const figure = committed === undefined ? share : budgetFigure(budget, actual, outlook);
  const content = (
    <CardContent>
      <Typography variant="subtitle2" color="text.secondary" component={heading}>
        {title}
      </Typography>
      <Typography variant="h5" component="p" sx={{ color: ACCENT[color], mt: 1, mb: committed === undefined ? 1 : 0 }}>
        {figure ? `${figure}%` : '—'}
      </Typography>
      {committed !== undefined && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {PRESUPUESTO.conComprometido(share || '0.00')}
        </Typography>
      )}
      <LinearProgress
        variant={committed === undefined ? 'determinate' : 'buffer'}
        value={capped(share)}
        valueBuffer={committed === undefined ? undefined : capped(outlookShare)}
        aria-label={
          committed === undefined
            ? `${title}: ${share || 0}%`
            : `${title}: ${share || 0}% ejercido, ${outlookShare || 0}% con lo comprometido`
        }
        sx={{
          mb: 1.5,
          height: 8,
          borderRadius: 1,
          bgcolor: 'grey.200',
          '& .MuiLinearProgress-bar1': { bgcolor: ACCENT[color] },
          '& .MuiLinearProgress-bar2': { bgcolor: ACCENT[color], opacity: 0.35 },
          '& .MuiLinearProgress-dashed': { display: 'none' },
        }}
      />
      <Amount label={PRESUPUESTO.presupuesto} cents={budget} />
      {extra?.map((amount) => (
        <Amount key={amount.label} label={amount.label} cents={amount.cents} />
      ))}
      <Amount label={PRESUPUESTO.ejercido} cents={actual} />
      {committed !== undefined && (
        <>
          <Amount label={PRESUPUESTO.comprometido} cents={committed} />
          <Amount label={PRESUPUESTO.ejercidoMasComprometido} cents={outlook} />
        </>
      )}
      {children}
      {onOpen && openLabel && (
        <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
          {openLabel}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" data-color={color} sx={{ borderTop: 4, borderTopColor: ACCENT[color] }}>
      {onOpen ? <CardActionArea onClick={onOpen}>{content}</CardActionArea> : content}
    </Card>
  );
}
