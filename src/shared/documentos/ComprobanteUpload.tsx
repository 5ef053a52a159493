/**
 * 'Subir comprobante' on a document's editor, while the server's `acciones` offer `adjuntar`: the upload dialog over the data provider's
 * `subirComprobante` (XHR, so the bar shows the real percent sent); 'Comprobante adjuntado.' once
 * stored, `errorToast` before the server's reason otherwise.
 */
import { useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import { comprobanteTypes, lifecycleOf } from '../../../schemas/lifecycle';
import { useWorkflowMutation, type DocumentoConComprobante } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { SUBIR_COMPROBANTE, UploadDialogView, type UploadState } from './UploadDialogView';
import { useAccion } from './useAccion';

export const COMPROBANTE_ADJUNTADO = 'Comprobante adjuntado.';

export function ComprobanteUpload({
  documento,
  errorToast,
}: {
  documento: DocumentoConComprobante;
  errorToast?: string;
}) {
  const record = useRecordContext();
  const notify = useNotify();
  const adjuntar = useAccion('adjuntar');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const { mutate } = useWorkflowMutation('subirComprobante', {
    onSuccess: () => {
      setState({ kind: 'success' });
      notify(COMPROBANTE_ADJUNTADO, { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
    },
    onError: (error) => {
      setState({ kind: 'error', message: error.message });
      notify(errorToast ? `${errorToast} ${error.message}` : error.message, { type: 'error' });
    },
  });
  if (!record?.id || !adjuntar.visible) return null;
  const upload = () => {
    if (!file) return setState({ kind: 'idle', missing: true });
    setState({ kind: 'uploading', percent: 0 });
    mutate({
      documento,
      id: record.id as number,
      file,
      onProgress: (percent) => setState({ kind: 'uploading', percent }),
    });
  };
  const start = () => {
    setFile(undefined);
    setState({ kind: 'idle' });
    setOpen(true);
  };
  return (
    <>
      <Button size="small" startIcon={<AttachFileIcon />} disabled={!adjuntar.permitida} onClick={start}>
        {SUBIR_COMPROBANTE}
      </Button>
      <UploadDialogView
        open={open}
        state={state}
        fileName={file?.name}
        onPick={(picked) => {
          setFile(picked);
          setState({ kind: 'idle' });
        }}
        onUpload={upload}
        onClose={() => setOpen(false)}
        accept={comprobanteTypes(lifecycleOf(schemas[documento]))}
      />
    </>
  );
}
