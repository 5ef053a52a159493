/**
 * 'Exportar' on a catalog's list: the server's .xlsx of the list with its current search, saved as
 * '<Catalogo>.xlsx' (named after the list's title, as every export).
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { resourceOf } from '../../engine';
import { ReportButton } from '../../shared/documents';
import { EXPORTAR } from './importarMessages';

export function ExportarButton({ schema }: { schema: EntitySchema }) {
  const hints = resourceOf(schema);
  const { filterValues } = useListContext();
  const toSearch = String(filterValues.q ?? '').trim() || undefined;
  return (
    <ReportButton
      method="exportarCatalogo"
      params={{ catalogo: hints.name.replace(/^catalogos\//, ''), toSearch }}
      saveAs={`${hints.label}.xlsx`}
      size="small"
      startIcon={<FileDownloadIcon />}
    >
      {EXPORTAR}
    </ReportButton>
  );
}
