/**
 * /cuentas-por-pagar/historial (docs/product.md §2): the active obra's pagos as the pago schema lists
 * them (Folio, Fecha, Proveedor, Forma de Pago, Importe; search and paging of its `list.paged`).
 * Pagos are made in Registro de Pago, so there is no Nuevo. A row, or its folio for the keyboard,
 * opens the pago; 'Exportar a Excel' saves the history with the list's search as 'Historial de
 * Pagos.xlsx' (§9: named after the page title).
 */
import { Link } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine';
import { useActiveObra } from '../../obra';
import { paths } from '../../paths';
import { DocumentList, ReportButton } from '../../shared/documents';
import { EXPORTAR_EXCEL } from './messages';

const hints = resourceOf(schemas.pago);

function ExportarExcel() {
  const { filterValues } = useListContext();
  const { obra } = useActiveObra();
  const toSearch = String(filterValues.q ?? '').trim() || undefined;
  return (
    <ReportButton
      method="historialPagosExcel"
      params={{ obraId: obra!.id, toSearch }}
      saveAs={`${hints.label}.xlsx`}
      size="small"
      startIcon={<FileDownloadIcon />}
    >
      {EXPORTAR_EXCEL}
    </ReportButton>
  );
}

/** The folio as a link to the pago: the row opens it with the mouse, the link with the keyboard too. */
function FolioLink() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Link component={RouterLink} to={paths.row(hints.route, record.id)} onClick={(event) => event.stopPropagation()}>
      {String(record.folio)}
    </Link>
  );
}

export default function HistorialPagos() {
  return (
    <DocumentList
      schema={schemas.pago}
      creatable={false}
      cells={{ folio: <FolioLink /> }}
      actions={<ExportarExcel />}
    />
  );
}
