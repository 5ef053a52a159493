/**
 * /cuentas-por-pagar/historial (docs/product.md §2): the active obra's pagos as the pago schema lists
 * them (Folio, Fecha, Proveedor, Forma de Pago, Importe; search and paging of its `list.paged`).
 * Pagos are made in Registro de Pago, so there is no Nuevo. A row, or its folio for the keyboard,
 * opens the pago; 'Exportar a Excel' saves the history with the list's search as 'Historial de
 * Pagos.xlsx' (§9: named after the page title).
 */
import { useState } from 'react';
import { Button, Link } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useDataProvider, useListContext, useNotify, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { schemas } from '../../../schemas';
import type { AppDataProvider } from '../../dataProvider';
import { documentErrorMessage, downloadDocument, resourceOf } from '../../engine';
import { useActiveObra } from '../../obra';
import { paths } from '../../paths';
import { DocumentList } from '../../shared/documentos';
import { EXPORTAR_EXCEL } from './messages';

const hints = resourceOf(schemas.pago);

function ExportarExcel() {
  const { filterValues } = useListContext();
  const { obra } = useActiveObra();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const toSearch = String(filterValues.q ?? '').trim() || undefined;
  const exportar = async () => {
    setSaving(true);
    try {
      await downloadDocument(
        async () => (await dataProvider.historialPagosExcel({ obraId: obra!.id, toSearch })).data,
        `${hints.label}.xlsx`,
      );
    } catch (error) {
      notify(documentErrorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button size="small" startIcon={<FileDownloadIcon />} disabled={saving} onClick={() => void exportar()}>
      {EXPORTAR_EXCEL}
    </Button>
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
