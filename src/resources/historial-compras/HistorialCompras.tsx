/**
 * /compras/historial (docs/product.md §2): the active obra's applied compras grouped by proveedor
 * (GET /api/compra/historial, summed by the server): one expandable row per proveedor with its
 * count and sums, whose compras page under it; the grand total; Desde, Hasta and Proveedor narrow
 * them. 'Exportar a Excel' saves the same filters as 'Historial de Compras.xlsx' (§9: named after
 * the page title). On a phone (below sm) each proveedor is a card that expands the same way.
 */
import { useEffect, useId, useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Collapse,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { keepPreviousData } from '@tanstack/react-query';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useWorkflowQuery, type ResultOf } from '../../dataProvider';
import { EMPTY_LIST, SearchReferenceInput, type Named } from '../../engine';
import { DateInput } from '../../engine/inputs/DateInput';
import { useNotifyError } from '../../layout/useNotifyError';
import { RequireObra, useActiveObra } from '../../obra';
import { ReportButton } from '../../shared/documentos';
import { pesos } from '../../shared/formato';
import { ComprasDelProveedor } from './ComprasDelProveedor';
import { IMPORTES, type Filtros } from './importes';
import {
  BUSCAR_PROVEEDOR,
  COMPRAS,
  DESDE,
  EXPORTAR_EXCEL,
  HASTA,
  HISTORIAL_DE_COMPRAS,
  N_COMPRAS,
  PROVEEDOR,
  TOTAL,
  VER_COMPRAS,
} from './messages';

const AUTOCOMPLETE_DEBOUNCE_MS = 350;
const PROVEEDOR_LOOKUP = '/api/proveedor/list';

type Historial = ResultOf<'historialDeCompras'>;
type Grupo = Historial['grupos'][number];

/** Tells the screen what the filter form holds. */
function FiltrosElegidos({ onChange }: { onChange: (filtros: Filtros) => void }) {
  const [desde, hasta, proveedor] = useWatch({ name: ['desde', 'hasta', 'proveedor'] }) as [
    string | null | undefined,
    string | null | undefined,
    Named | null | undefined,
  ];
  const proveedorId = proveedor?.id;
  useEffect(
    () => onChange({ desde: desde || undefined, hasta: hasta || undefined, proveedorId }),
    [desde, hasta, proveedorId, onChange],
  );
  return null;
}

/**
 * The filters on one row from md up, Desde and Hasta narrow beside a wide Proveedor; stacked below.
 * Aligned at the top, and every input has a line under it (the dates' reserved and empty, the
 * proveedor's prompt, which is also its accessible description), so the three share one baseline.
 */
const FILTROS_COLUMNAS = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(10rem, 1fr)) minmax(12rem, 2fr)' };

function FiltrosForm({ onChange }: { onChange: (filtros: Filtros) => void }) {
  return (
    <Form>
      <FiltrosElegidos onChange={onChange} />
      <Box sx={{ display: 'grid', gridTemplateColumns: FILTROS_COLUMNAS, columnGap: 2, alignItems: 'start' }}>
        <DateInput source="desde" label={DESDE} />
        <DateInput source="hasta" label={HASTA} />
        <SearchReferenceInput
          source="proveedor"
          label={PROVEEDOR}
          path={PROVEEDOR_LOOKUP}
          param="toSearch"
          debounceMs={AUTOCOMPLETE_DEBOUNCE_MS}
          prompt={BUSCAR_PROVEEDOR}
        />
      </Box>
    </Form>
  );
}

function ExpandButton({
  grupo,
  open,
  controls,
  onToggle,
}: {
  grupo: Grupo;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <IconButton
      size="small"
      aria-label={VER_COMPRAS(grupo.proveedor.nombre)}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}

interface GruposProps {
  historial: Historial;
  obraId: number;
  filtros: Filtros;
  labelledBy: string;
}

function useAbiertos() {
  const [abiertos, setAbiertos] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setAbiertos((antes) => {
      const despues = new Set(antes);
      if (!despues.delete(id)) despues.add(id);
      return despues;
    });
  return { abiertos, toggle };
}

function GruposTabla({ historial, obraId, filtros, labelledBy }: GruposProps) {
  const baseId = useId();
  const { abiertos, toggle } = useAbiertos();
  const columnas = 3 + IMPORTES.length;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{PROVEEDOR}</TableCell>
            <TableCell align="right">{COMPRAS}</TableCell>
            {IMPORTES.map((importe) => (
              <TableCell key={importe.label} align="right">
                {importe.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {historial.grupos.length === 0 && (
            <TableRow>
              <TableCell colSpan={columnas}>{EMPTY_LIST}</TableCell>
            </TableRow>
          )}
          {historial.grupos.map((grupo) => {
            const open = abiertos.has(grupo.proveedor.id);
            const detalle = `${baseId}-${grupo.proveedor.id}`;
            return [
              <TableRow key={grupo.proveedor.id} hover>
                <TableCell padding="checkbox">
                  <ExpandButton
                    grupo={grupo}
                    open={open}
                    controls={detalle}
                    onToggle={() => toggle(grupo.proveedor.id)}
                  />
                </TableCell>
                <TableCell component="th" scope="row">
                  {grupo.proveedor.nombre}
                </TableCell>
                <TableCell align="right">{grupo.compras}</TableCell>
                {IMPORTES.map((importe) => (
                  <TableCell key={importe.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {pesos(grupo[importe.key])}
                  </TableCell>
                ))}
              </TableRow>,
              open && (
                <TableRow key={`${grupo.proveedor.id}-compras`}>
                  <TableCell colSpan={columnas} sx={{ py: 0 }}>
                    <ComprasDelProveedor
                      id={detalle}
                      obraId={obraId}
                      proveedor={grupo.proveedor}
                      filtros={filtros}
                      phone={false}
                    />
                  </TableCell>
                </TableRow>
              ),
            ];
          })}
          {historial.grupos.length > 0 && (
            <TableRow>
              <TableCell />
              <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
                {TOTAL}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {historial.total.compras}
              </TableCell>
              {IMPORTES.map((importe) => (
                <TableCell key={importe.label} align="right" sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                  {pesos(historial.total[importe.key])}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Importes({ sumas }: { sumas: Historial['total'] }) {
  return IMPORTES.map((importe) => (
    <Box key={importe.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {importe.label}
      </Typography>
      <Typography variant="body2">{pesos(sumas[importe.key])}</Typography>
    </Box>
  ));
}

function GruposTarjetas({ historial, obraId, filtros, labelledBy }: GruposProps) {
  const baseId = useId();
  const { abiertos, toggle } = useAbiertos();
  if (historial.grupos.length === 0) return <Typography sx={{ p: 2 }}>{EMPTY_LIST}</Typography>;
  return (
    <Stack component="ul" aria-labelledby={labelledBy} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {historial.grupos.map((grupo) => {
        const open = abiertos.has(grupo.proveedor.id);
        const detalle = `${baseId}-${grupo.proveedor.id}`;
        const titleId = `${detalle}-titulo`;
        return (
          <Card key={grupo.proveedor.id} component="li" variant="outlined" aria-labelledby={titleId}>
            <CardHeader
              title={grupo.proveedor.nombre}
              subheader={N_COMPRAS(grupo.compras)}
              action={
                <ExpandButton
                  grupo={grupo}
                  open={open}
                  controls={detalle}
                  onToggle={() => toggle(grupo.proveedor.id)}
                />
              }
              slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h2' } }}
              sx={{ pb: 0 }}
            />
            <CardContent sx={{ display: 'grid', gap: 0.5, py: 1 }}>
              <Importes sumas={grupo} />
              <Collapse in={open} unmountOnExit>
                <ComprasDelProveedor id={detalle} obraId={obraId} proveedor={grupo.proveedor} filtros={filtros} phone />
              </Collapse>
            </CardContent>
          </Card>
        );
      })}
      <Card component="li" variant="outlined" aria-label={TOTAL}>
        <CardHeader
          title={TOTAL}
          subheader={N_COMPRAS(historial.total.compras)}
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          sx={{ pb: 0 }}
        />
        <CardContent sx={{ display: 'grid', gap: 0.5, py: 1 }}>
          <Importes sumas={historial.total} />
        </CardContent>
      </Card>
    </Stack>
  );
}

function Historial() {
  const { obra } = useActiveObra();
  const obraId = obra!.id;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [filtros, setFiltros] = useState<Filtros>({});
  const params = { obraId, ...filtros };
  // The groups stay on screen while a filter's answer comes: no flash of an empty page.
  const { data, error } = useWorkflowQuery('historialDeCompras', params, { placeholderData: keepPreviousData });
  useNotifyError(error);
  const Grupos = phone ? GruposTarjetas : GruposTabla;
  return (
    // A grid track of minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="h5" component="h1">
          {HISTORIAL_DE_COMPRAS}
        </Typography>
        <ReportButton
          method="historialDeComprasExcel"
          params={params}
          saveAs={`${HISTORIAL_DE_COMPRAS}.xlsx`}
          size="small"
          startIcon={<FileDownloadIcon />}
        >
          {EXPORTAR_EXCEL}
        </ReportButton>
      </Box>
      <Paper sx={{ px: 2 }}>
        <FiltrosForm onChange={setFiltros} />
      </Paper>
      {data && <Grupos historial={data} obraId={obraId} filtros={filtros} labelledBy={titleId} />}
    </Box>
  );
}

export default function HistorialCompras() {
  return (
    <RequireObra>
      <Historial />
    </RequireObra>
  );
}
