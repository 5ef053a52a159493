/**
 * 'Ver comprobante': the document's stored comprobante in a dialog, 700 px high (docs/product.md
 * §9), fetched with the token; 'Documento no encontrado..' or 'Error al descargar documento.. '
 * when it cannot be shown.
 */
import { useEffect, useMemo, useState } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useWorkflowQuery, type DocumentWithComprobante } from '../../dataProvider';
import { fileErrorMessage } from '../../engine';
import { CERRAR } from './UploadDialogView';

export const VER_COMPROBANTE = 'Ver comprobante';
const HEIGHT = 700;

type Shown = { url: string } | { error: string } | null;

/** The comprobante's bytes once the dialog opens (a new upload makes them stale), as an object URL. */
function useComprobante(documentType: DocumentWithComprobante, id: number, open: boolean): Shown {
  const { data, error } = useWorkflowQuery('comprobante', { documentType, id }, { enabled: open, retry: false });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (error) return { error: fileErrorMessage(error) };
  return url ? { url } : null;
}

/** `compact`: an icon with its name as tooltip and accessible label, for a table row's actions. */
export function ComprobanteViewer({
  documentType,
  compact = false,
}: {
  documentType: DocumentWithComprobante;
  compact?: boolean;
}) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const shown = useComprobante(documentType, record?.id as number, open && Boolean(record?.comprobante));
  if (!record?.comprobante) return null;
  return (
    <>
      {compact ? (
        <Tooltip title={VER_COMPROBANTE}>
          <IconButton size="small" color="primary" aria-label={VER_COMPROBANTE} onClick={() => setOpen(true)}>
            <ReceiptIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<ReceiptIcon />} onClick={() => setOpen(true)}>
          {VER_COMPROBANTE}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{VER_COMPROBANTE}</DialogTitle>
        <DialogContent sx={{ height: HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {shown === null && <CircularProgress />}
          {shown && 'error' in shown && <Alert severity="error">{shown.error}</Alert>}
          {shown && 'url' in shown && (
            <iframe title={VER_COMPROBANTE} src={shown.url} style={{ width: '100%', height: '100%', border: 0 }} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{CERRAR}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
