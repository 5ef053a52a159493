/**
 * A list's row as a card, for a phone (below MUI's `sm`), where a row of five or more columns would
 * keep its amounts off screen until a sideways swipe: a title (and subtitle), something beside it (a
 * status chip, a checkbox), each field as "label … value" across the card, the amounts in a row of
 * their own that never breaks a figure, and the row's buttons at its foot. The schema lists, the
 * plain tables of `src/shared/tablas` and the charges' lists all draw their cards with it.
 */
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  CardHeader,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { Link } from 'react-router-dom';

/** An amount's cell: never wrapped, never narrower than its figure (a long name beside it cannot squeeze its cents away). */
export const MONEY_CELL = { whiteSpace: 'nowrap', minWidth: '9ch' } as const;

export interface CardFactSpec {
  label: string;
  value: ReactNode;
  /** Amounts go to the card's foot, side by side, each figure whole. */
  amount?: boolean;
}

/** A value as "label … value" across a card. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Amounts side by side, each its label above its figure, wrapping between amounts, never inside one. */
function Amounts({ facts }: { facts: CardFactSpec[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 3, rowGap: 1, pt: 0.5 }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {fact.label}
          </Typography>
          <Typography variant="subtitle2" component="div" sx={MONEY_CELL}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface RowCardProps {
  /** Unique on the page: names the card for screen readers. */
  id: string;
  title: ReactNode;
  subheader?: ReactNode;
  /** Beside the title (a status chip, a checkbox). */
  beside?: ReactNode;
  facts: CardFactSpec[];
  /** The row's buttons, at the card's foot. */
  actions?: ReactNode;
  /** Where a tap on the card goes (the record's editor). */
  to?: string;
  /** A chosen row (by the checkbox `beside` it). */
  selected?: boolean;
}

export function RowCard({ id, title, subheader, beside, facts, actions, to, selected }: RowCardProps) {
  const titleId = `${id}-titulo`;
  const fields = facts.filter((fact) => !fact.amount);
  const amounts = facts.filter((fact) => fact.amount);
  const body = (
    <>
      <CardHeader
        title={title}
        subheader={subheader}
        action={beside}
        slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h2' } }}
        sx={{ pb: 0, alignItems: 'flex-start', '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ display: 'grid', gap: 0.5, py: 1, '&:last-child': { pb: 1.5 } }}>
        {fields.map((fact) => (
          <CardFact key={fact.label} label={fact.label}>
            {fact.value}
          </CardFact>
        ))}
        {amounts.length > 0 && <Amounts facts={amounts} />}
      </CardContent>
    </>
  );
  const selectedStyle: SxProps<Theme> = selected ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : {};
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} sx={selectedStyle}>
      {to ? (
        <CardActionArea component={Link} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      {actions && <CardActions sx={{ flexWrap: 'wrap', gap: 1, pt: 0 }}>{actions}</CardActions>}
    </Card>
  );
}

/** The cards of a list, named like its table would be. */
export function RowCards({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      aria-labelledby={labelledBy}
      spacing={1}
      sx={{ listStyle: 'none', p: 1, m: 0 }}
    >
      {children}
    </Stack>
  );
}
