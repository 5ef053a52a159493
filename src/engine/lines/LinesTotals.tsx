/**
 * The Subtotal / IVA / Total rows under a `lines` table, aligned with its importe column, or, on a
 * phone, a table of their own under the lines' cards.
 */
import { Table, TableBody, TableCell, TableFooter, TableRow } from '@mui/material';
import { formatCents, type DocumentTotals } from '../../../schemas/money';
import type { LineColumn } from './columns';

export const TOTAL_LABELS = { subTotal: 'Subtotal', iva: 'IVA', total: 'Total' } as const;
const TOTAL_KEYS = Object.keys(TOTAL_LABELS) as (keyof typeof TOTAL_LABELS)[];
const amountOf = (totals: DocumentTotals | null, key: keyof typeof TOTAL_LABELS) =>
  totals ? formatCents(totals[key]) : '';

export function LinesTotals({ columns, totals }: { columns: LineColumn[]; totals: DocumentTotals | null }) {
  const importe = columns.findIndex((column) => column.prop['x-ui']?.computed === 'importe');
  const at = importe < 0 ? columns.length - 1 : importe;
  const after = columns.length - at;
  return (
    <TableFooter>
      {TOTAL_KEYS.map((key) => (
        <TableRow key={key}>
          <TableCell
            colSpan={at}
            align="right"
            component="th"
            scope="row"
            sx={{ fontWeight: 'bold', color: 'text.primary' }}
          >
            {TOTAL_LABELS[key]}
          </TableCell>
          <TableCell align="right" sx={{ color: 'text.primary' }}>
            {amountOf(totals, key)}
          </TableCell>
          <TableCell colSpan={after} />
        </TableRow>
      ))}
    </TableFooter>
  );
}

export function LinesTotalsCard({ label, totals }: { label: string; totals: DocumentTotals | null }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {TOTAL_KEYS.map((key) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" align="right" sx={{ fontWeight: 'bold', color: 'text.primary' }}>
              {TOTAL_LABELS[key]}
            </TableCell>
            <TableCell align="right" sx={{ color: 'text.primary', width: '40%' }}>
              {amountOf(totals, key)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
