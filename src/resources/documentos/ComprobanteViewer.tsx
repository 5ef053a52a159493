/**
 * 'Ver comprobante': the document's stored comprobante in a dialog, 700 px high (docs/product.md
 * §9), fetched with the token; 'Documento no encontrado..' or 'Error al descargar documento.. '
 * when it cannot be shown.
 */
import { useEffect, useState } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider, DocumentoConComprobante } from '../../dataProvider';
import { documentErrorMessage } from '../../engine';
import { CERRAR } from './UploadDialogView';

export const VER_COMPROBANTE = 'Ver comprobante';
const HEIGHT = 700;

type Shown = { url: string } | { error: string } | null;

function useComprobante(documento: DocumentoConComprobante, id: number | undefined, open: boolean): Shown {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    if (!open || id === undefined) return undefined;
    let url: string | undefined;
    let live = true;
    setShown(null);
    dataProvider
      .comprobanteUrl({ documento, id })
      .then(async ({ data }) => (await dataProvider.documento(data.url)).data)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setShown({ url });
      })
      .catch((error: unknown) => live && setShown({ error: documentErrorMessage(error) }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dataProvider, documento, id, open]);
  return shown;
}

export function ComprobanteViewer({ documento }: { documento: DocumentoConComprobante }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const shown = useComprobante(documento, record?.id as number | undefined, open);
  if (!record?.comprobante) return null;
  return (
    <>
      <Button size="small" startIcon={<ReceiptIcon />} onClick={() => setOpen(true)}>
        {VER_COMPROBANTE}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{VER_COMPROBANTE}</DialogTitle>
        <DialogContent sx={{ height: HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {shown === null && <CircularProgress />}
          {shown && 'error' in shown && <Alert severity="error">{shown.error}</Alert>}
          {shown && 'url' in shown && <iframe title={VER_COMPROBANTE} src={shown.url} style={{ width: '100%', height: '100%', border: 0 }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{CERRAR}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
