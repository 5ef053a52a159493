/** The Subtotal / IVA / Total rows under a `lines` table, aligned with its importe column. */
import { TableCell, TableFooter, TableRow } from '@mui/material';
import { formatCents, type DocumentTotals } from '../../../schemas/money';
import type { LineColumn } from './columns';

export const TOTAL_LABELS = { subTotal: 'Subtotal', iva: 'IVA', total: 'Total' } as const;

export function LinesTotals({ columns, totals }: { columns: LineColumn[]; totals: DocumentTotals | null }) {
  const importe = columns.findIndex((column) => column.prop['x-ui']?.computed === 'importe');
  const at = importe < 0 ? columns.length - 1 : importe;
  const after = columns.length - at;
  return (
    <TableFooter>
      {(Object.keys(TOTAL_LABELS) as (keyof typeof TOTAL_LABELS)[]).map((key) => (
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
            {totals ? formatCents(totals[key]) : ''}
          </TableCell>
          <TableCell colSpan={after} />
        </TableRow>
      ))}
    </TableFooter>
  );
}
