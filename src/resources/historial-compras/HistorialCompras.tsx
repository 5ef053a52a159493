/**
 * /compras/historial (docs/product.md §2): the active obra's applied compras grouped by proveedor
 * (GET /api/compra/historial, summed by the server): one expandable row per proveedor with its
 * count and sums, whose compras page under it; the grand total; Desde, Hasta and Proveedor narrow
 * them. 'Exportar a Excel' saves the same filters as 'Historial de Compras.xlsx' (§9: named after
 * the page title). On a phone (below sm) each proveedor is a card that expands the same way.
 */
import { useId, useState } from 'react';
import { Box, Paper } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { keepPreviousData } from '@tanstack/react-query';
import { useWorkflowQuery } from '../../dataProvider';
import { useNotifyError } from '../../layout/useNotifyError';
import { RequireObra, useActiveObra } from '../../obra';
import { ReportButton } from '../../shared/documents';
import { TituloDePagina } from '../../shared/TituloDePagina';
import { FiltrosForm } from './FiltrosForm';
import { GruposTabla } from './GruposTabla';
import { GruposTarjetas } from './GruposTarjetas';
import type { Filtros } from './importes';
import { EXPORTAR_EXCEL, HISTORIAL_DE_COMPRAS } from './messages';
import { usePhone } from '../../engine/usePhone';

function Historial() {
  const { obra } = useActiveObra();
  const obraId = obra!.id;
  const titleId = useId();
  const phone = usePhone();
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
        <TituloDePagina id={titleId}>{HISTORIAL_DE_COMPRAS}</TituloDePagina>
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
