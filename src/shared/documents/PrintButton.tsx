/** 'Imprimir' (or `label`): opens a document's PDF report (`{api}/{id}/reporte`) in a new window. */
import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useOpenFile } from '../../engine';

export const PRINT = 'Imprimir';

export function PrintButton({ path, label = PRINT }: { path: (id: number) => string; label?: string }) {
  const record = useRecordContext();
  const open = useOpenFile();
  if (!record?.id) return null;
  return (
    <Button size="small" startIcon={<PrintIcon />} onClick={() => void open(path(record.id as number))}>
      {label}
    </Button>
  );
}
