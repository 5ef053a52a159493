/**
 * An aging of saldos (antigüedad de saldos) per party, receivables per cliente and payables per
 * proveedor alike (schemas/aging.ts, summed by the server): al corriente until the promesa de
 * pago, then by days past it, with a row of totals summed here in cents.
 */
import { useId, type ReactNode } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { AGING_BUCKETS } from '../../../schemas/aging';
import { formatCents, sumCents } from '../../../schemas/money';
import { EMPTY_LIST } from '../../engine';
import { pesos } from '../formato';

type Bucket = (typeof AGING_BUCKETS)[number];
type Party = 'cliente' | 'proveedor';
export type AgingRow<P extends Party> = Record<P, { id: number; nombre: string }> & Record<Bucket, number>;

const PARTY_LABELS: Record<Party, string> = { cliente: 'Cliente', proveedor: 'Proveedor' };
export const BUCKET_LABELS: Record<Bucket, string> = {
  alCorriente: 'Al corriente',
  dias1a30: '1–30',
  dias31a60: '31–60',
  dias61a90: '61–90',
  mas90: 'Más de 90',
  total: 'Total',
};
export const TOTALES = 'Total';

const MONEY = { whiteSpace: 'nowrap' } as const;

export interface AntiguedadPanelProps<P extends Party> {
  title: string;
  /** h2 beside another list; h1 as a page of its own. */
  heading?: 'h1' | 'h2';
  party: P;
  /** Undefined while loading. */
  rows: AgingRow<P>[] | undefined;
  /** Beside the title (a filter). */
  actions?: ReactNode;
}

export function AntiguedadPanel<P extends Party>({
  title,
  heading = 'h2',
  party,
  rows,
  actions,
}: AntiguedadPanelProps<P>) {
  const titleId = useId();
  const totals = AGING_BUCKETS.map((bucket) => sumCents((rows ?? []).map((row) => row[bucket])));
  return (
    // The section scrolls sideways on a narrow screen (the page does not); keyboard users reach it to scroll it.
    <Paper component="section" aria-labelledby={titleId} tabIndex={0} sx={{ p: 2, mt: 2, overflowX: 'auto' }}>
      {heading === 'h1' && <Title title={title} />}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Typography id={titleId} variant={heading === 'h1' ? 'h5' : 'h6'} component={heading}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>{PARTY_LABELS[party]}</TableCell>
            {AGING_BUCKETS.map((bucket) => (
              <TableCell key={bucket} align="right" sx={MONEY}>
                {BUCKET_LABELS[bucket]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={AGING_BUCKETS.length + 1}>{EMPTY_LIST}</TableCell>
            </TableRow>
          )}
          {rows?.map((row) => (
            <TableRow key={row[party].id}>
              <TableCell component="th" scope="row">
                {row[party].nombre}
              </TableCell>
              {AGING_BUCKETS.map((bucket) => (
                <TableCell key={bucket} align="right" sx={MONEY}>
                  {pesos(row[bucket])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows && rows.length > 0 && (
            <TableRow sx={{ '& > *': { fontWeight: 'bold' } }}>
              <TableCell component="th" scope="row">
                {TOTALES}
              </TableCell>
              {totals.map((cents, i) => (
                <TableCell key={AGING_BUCKETS[i]} align="right" sx={MONEY}>
                  {formatCents(cents)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}
