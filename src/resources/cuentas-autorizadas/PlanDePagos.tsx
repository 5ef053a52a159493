/**
 * The cash plan (GET /api/contabilidad/plan): one row per payment date with what each proveedor is
 * to be paid that day and the day's total, and the grand total, so the office sees how much money
 * each day needs. A day already past is marked 'Vencida' and shaded. Totals add in integer cents.
 * Each day offers its payment run: the Relacion de pagos to sign (PDF, opened) and the bank layout
 * (CSV, saved). On a phone, where the columns cannot fit, each day is a block of its own.
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  alpha,
  type Theme,
} from '@mui/material';
import { formatCents, sumCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import { useWorkflowQuery } from '../../dataProvider';
import { EMPTY_LIST } from '../../engine';
import { useNotifyError } from '../../layout/useNotifyError';
import { FechaDePago, type CeldaDelPlan } from '../../shared/cargos';
import { ReportButton } from '../../shared/documents';
import { pesos } from '../../shared/formato';
import {
  ARCHIVO_LAYOUT,
  CARGOS,
  DEL_DIA,
  LAYOUT_BANCARIO,
  PLAN,
  PLAN_COLUMNAS,
  RELACION_DE_PAGOS,
  TOTAL,
} from './messages';
import { usePhone } from '../../engine/usePhone';

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

const vencido = (theme: Theme) => alpha(theme.palette.error.main, 0.08);
const apart = { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 } as const;

/** What a day's proveedores are to be paid, one line each. */
function Proveedores({ dia }: { dia: Dia }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {dia.celdas.map((celda) => (
        <Box component="li" key={celda.proveedor.id} sx={apart}>
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
  );
}

/** The payment run of a day: the Relacion de pagos to sign and the bank layout. */
function DocumentosDelDia({ obraId, fechaPago }: { obraId: number; fechaPago: string }) {
  const params = { obraId, fechaPago };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
      <ReportButton
        method="relacionDePagos"
        params={params}
        size="small"
        startIcon={<ReceiptLongIcon />}
        aria-label={DEL_DIA(RELACION_DE_PAGOS, fechaPago)}
      >
        {RELACION_DE_PAGOS}
      </ReportButton>
      <ReportButton
        method="layoutBancario"
        params={params}
        saveAs={ARCHIVO_LAYOUT(fechaPago)}
        size="small"
        startIcon={<FileDownloadIcon />}
        aria-label={DEL_DIA(LAYOUT_BANCARIO, fechaPago)}
      >
        {LAYOUT_BANCARIO}
      </ReportButton>
    </Stack>
  );
}

interface PlanProps {
  obraId: number;
  dias: Dia[];
  total: string;
  hoy: string;
}

function PlanEnTabla({ obraId, dias, total, hoy }: PlanProps) {
  return (
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
        {dias.map((dia) => (
          <TableRow key={dia.fechaPago} sx={dia.fechaPago < hoy ? { bgcolor: vencido } : undefined}>
            <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
              <FechaDePago fecha={dia.fechaPago} hoy={hoy} />
            </TableCell>
            <TableCell>
              <Proveedores dia={dia} />
            </TableCell>
            <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap', fontWeight: 'bold' }}>
              {dia.total}
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <DocumentosDelDia obraId={obraId} fechaPago={dia.fechaPago} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter
        sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: 'body2.fontSize', fontWeight: 'bold' } }}
      >
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2}>
            {TOTAL}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {total}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

function PlanEnLista({ obraId, dias, total, hoy }: PlanProps) {
  return (
    <>
      <Box component="ul" aria-labelledby={PLAN_ID} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {dias.map((dia) => (
          <Box
            component="li"
            key={dia.fechaPago}
            sx={{
              py: 1,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: dia.fechaPago < hoy ? vencido : undefined,
            }}
          >
            <Typography
              component="div"
              variant="body2"
              sx={{ ...apart, alignItems: 'center', mb: 0.5, fontWeight: 'bold' }}
            >
              <FechaDePago fecha={dia.fechaPago} hoy={hoy} />
              <span>{dia.total}</span>
            </Typography>
            <Typography component="div" variant="body2" sx={{ mb: 0.5 }}>
              <Proveedores dia={dia} />
            </Typography>
            <DocumentosDelDia obraId={obraId} fechaPago={dia.fechaPago} />
          </Box>
        ))}
      </Box>
      <Typography component="div" variant="body2" sx={{ ...apart, px: 1, pt: 1, fontWeight: 'bold' }}>
        <span>{TOTAL}</span>
        <span>{total}</span>
      </Typography>
    </>
  );
}

export function PlanDePagos({ obraId }: { obraId: number }) {
  const phone = usePhone();
  const { data, error } = useWorkflowQuery('planDePagos', obraId, { refetchOnWindowFocus: true });
  useNotifyError(error);
  const plan = {
    obraId,
    dias: porDia(data ?? []),
    total: formatCents(sumCents((data ?? []).map((c) => c.total))),
    hoy: businessToday(),
  };
  return (
    <Paper component="section" aria-labelledby={PLAN_ID} sx={{ p: 2, overflowX: 'auto' }}>
      <Typography id={PLAN_ID} variant="h6" component="h2" gutterBottom>
        {PLAN}
      </Typography>
      {data?.length === 0 && <Typography>{EMPTY_LIST}</Typography>}
      {data && data.length > 0 && (phone ? <PlanEnLista {...plan} /> : <PlanEnTabla {...plan} />)}
    </Paper>
  );
}
