/**
 * The presupuesto's import dialog as the user sees it: choose the OPUS or Neodata sheet, a bar while
 * it goes up and is read, then the preview — partidas and conceptos counted, the total against the
 * sheet's own and the obra's costo total, and the rows a page at a time with each one's errors — and
 * 'Importar N conceptos', offered only when no row has an error. Pure presentation, so each state has
 * its story; `ImportarPresupuestoButton` drives it.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { formatCents, toCents } from '../../../schemas/money';
import type { ImportacionPresupuesto } from '../../dataProvider/methods/presupuesto';
import { usePhone } from '../../engine';
import { pesos } from '../../shared/formato';
import { ElegirHoja } from '../../shared/hoja';
import { COLUMNAS, IMPORTAR, PRESUPUESTO } from './messages';

export interface ImportarPresupuestoViewProps {
  open: boolean;
  archivo?: string;
  /** Whole percent sent while a request runs (100: the server reads it); null when none runs. */
  progreso: number | null;
  importacion: ImportacionPresupuesto | null;
  error: string | null;
  soloErrores: boolean;
  onPick: (file: File | undefined) => void;
  onPage: (page: number) => void;
  onSoloErrores: (solo: boolean) => void;
  onConfirm: () => void;
  onClose: () => void;
}

function Cuadre({ importacion }: { importacion: ImportacionPresupuesto }) {
  const { total, totalArchivo } = importacion;
  if (totalArchivo === null) return <Typography variant="body2">{IMPORTAR.sinTotalArchivo}</Typography>;
  const diferencia = toCents(total) - toCents(totalArchivo);
  return (
    <Typography variant="body2">
      {IMPORTAR.totalArchivo}: {pesos(totalArchivo)}.{' '}
      {diferencia === 0n ? IMPORTAR.cuadra : IMPORTAR.noCuadra(formatCents(diferencia < 0n ? -diferencia : diferencia))}
    </Typography>
  );
}

function Renglones({ importacion, onPage }: { importacion: ImportacionPresupuesto; onPage: (page: number) => void }) {
  const phone = usePhone();
  const { content, totalElements, page, pageSize } = importacion.renglones;
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={IMPORTAR.titulo}>
          <TableHead>
            <TableRow>
              <TableCell>{IMPORTAR.fila}</TableCell>
              <TableCell>{COLUMNAS.clave}</TableCell>
              <TableCell>{COLUMNAS.descripcion}</TableCell>
              {!phone && <TableCell>{COLUMNAS.unidad}</TableCell>}
              {!phone && <TableCell align="right">{COLUMNAS.cantidad}</TableCell>}
              {!phone && <TableCell align="right">{COLUMNAS.precioUnitario}</TableCell>}
              <TableCell align="right">{COLUMNAS.importe}</TableCell>
              <TableCell>{IMPORTAR.errores}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {content.map((r) => (
              <TableRow key={r.fila} sx={r.tipo === 'partida' ? { '& td': { fontWeight: 600 } } : undefined}>
                <TableCell>{r.fila}</TableCell>
                <TableCell sx={{ pl: 1 + (r.nivel - 1) * 1.5 }}>{r.clave}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>{r.descripcion}</TableCell>
                {!phone && <TableCell>{r.unidad}</TableCell>}
                {!phone && (
                  <TableCell align="right">
                    {r.cantidad?.toLocaleString('en-US', { maximumFractionDigits: 4 })}
                  </TableCell>
                )}
                {!phone && (
                  <TableCell align="right">{r.precioUnitario === undefined ? '' : pesos(r.precioUnitario)}</TableCell>
                )}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {r.importe === undefined ? '' : pesos(r.importe)}
                </TableCell>
                <TableCell sx={{ color: 'error.main' }}>{r.errores.join('; ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={totalElements}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPage(next)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count.toLocaleString('en-US')}`}
      />
    </>
  );
}

export function ImportarPresupuestoView(props: ImportarPresupuestoViewProps) {
  const { open, archivo, progreso, importacion, error, soloErrores } = props;
  const busy = progreso !== null;
  return (
    <Dialog open={open} onClose={busy ? undefined : props.onClose} fullWidth maxWidth="lg" fullScreen={usePhone()}>
      <DialogTitle>{IMPORTAR.titulo}</DialogTitle>
      <DialogContent>
        <ElegirHoja archivo={archivo} hint={IMPORTAR.hint} progreso={progreso} error={error} onPick={props.onPick} />
        {importacion && (
          <>
            <Alert severity={importacion.conErrores > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
              {IMPORTAR.resumen(importacion.partidas, importacion.conceptos, importacion.conErrores)}
            </Alert>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 1, mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {PRESUPUESTO.total}: {pesos(importacion.total)}
              </Typography>
              <Cuadre importacion={importacion} />
              <Typography variant="body2">
                {PRESUPUESTO.costoTotal}: {pesos(importacion.costoTotal)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {IMPORTAR.reemplaza}
              </Typography>
            </Box>
            <FormControlLabel
              control={
                <Switch checked={soloErrores} disabled={busy} onChange={(_, checked) => props.onSoloErrores(checked)} />
              }
              label={IMPORTAR.soloErrores}
            />
            <Renglones importacion={importacion} onPage={props.onPage} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {IMPORTAR.cerrar}
        </Button>
        {importacion && (
          <Button
            variant="contained"
            onClick={props.onConfirm}
            disabled={busy || importacion.conErrores > 0 || importacion.conceptos === 0}
          >
            {IMPORTAR.confirmar(importacion.conceptos)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
