/**
 * The cash plan (GET /api/contabilidad/plan): one row per payment date with what each proveedor is
 * to be paid that day and the day's total, and the grand total, so the office sees how much money
 * each day needs. A day already past is marked 'Vencida' and shaded. Totals add in integer cents.
 */
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  alpha,
} from '@mui/material';
import { formatCents, sumCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import { useWorkflowQuery } from '../../dataProvider';
import { EMPTY_LIST } from '../../engine';
import { useNotifyError } from '../../layout/useNotifyError';
import { FechaDePago, type CeldaDelPlan } from '../../shared/cargos';
import { pesos } from '../cobros/formato';
import { CARGOS, PLAN, PLAN_COLUMNAS, TOTAL } from './messages';

const PLAN_ID = 'plan-de-pagos-titulo';

interface Dia {
  fechaPago: string;
  celdas: CeldaDelPlan[];
  total: string;
}

/** The plan's cells (by date, then proveedor) as days. */
function porDia(plan: CeldaDelPlan[]): Dia[] {
  const dias = new Map<string, CeldaDelPlan[]>();
  for (const celda of plan) dias.set(celda.fechaPago, [...(dias.get(celda.fechaPago) ?? []), celda]);
  return [...dias].map(([fechaPago, celdas]) => ({
    fechaPago,
    celdas,
    total: formatCents(sumCents(celdas.map((celda) => celda.total))),
  }));
}

export function PlanDePagos({ obraId }: { obraId: number }) {
  const { data, error } = useWorkflowQuery('planDePagos', obraId, { refetchOnWindowFocus: true });
  useNotifyError(error);
  const hoy = businessToday();
  const dias = porDia(data ?? []);
  return (
    <Paper component="section" aria-labelledby={PLAN_ID} sx={{ p: 2, overflowX: 'auto' }}>
      <Typography id={PLAN_ID} variant="h6" component="h2" gutterBottom>
        {PLAN}
      </Typography>
      <Table size="small" aria-labelledby={PLAN_ID}>
        <TableHead>
          <TableRow>
            {PLAN_COLUMNAS.map((columna) => (
              <TableCell key={columna} align={columna === TOTAL ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {columna}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={PLAN_COLUMNAS.length}>{EMPTY_LIST}</TableCell>
            </TableRow>
          )}
          {dias.map((dia) => (
            <TableRow
              key={dia.fechaPago}
              sx={dia.fechaPago < hoy ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                <FechaDePago fecha={dia.fechaPago} hoy={hoy} />
              </TableCell>
              <TableCell>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                  {dia.celdas.map((celda) => (
                    <Box
                      component="li"
                      key={celda.proveedor.id}
                      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
                    >
                      <span>
                        {celda.proveedor.nombre}{' '}
                        <Typography component="span" variant="caption" color="text.secondary">
                          ({CARGOS(celda.cargos)})
                        </Typography>
                      </span>
                      <span>{pesos(celda.total)}</span>
                    </Box>
                  ))}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap', fontWeight: 'bold' }}>
                {dia.total}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {dias.length > 0 && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={2}>
                {TOTAL}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(sumCents((data ?? []).map((celda) => celda.total)))}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Paper>
  );
}
