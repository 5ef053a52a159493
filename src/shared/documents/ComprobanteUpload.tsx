/**
 * 'Subir comprobante' on a document's editor, while the server's `acciones` offer `adjuntar`: the upload dialog over the data provider's
 * `subirComprobante` (XHR, so the bar shows the real percent sent); 'Comprobante adjuntado.' once
 * stored, `errorToast` before the server's reason otherwise. A document whose `adjuntar.cfdi` takes
 * one also takes its CFDI's XML, beside the file or alone: `revisarCfdi` checks it as soon as it is
 * chosen, and Subir waits for every check to pass.
 */
import { useRef, useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import { cfdiRuleOf, comprobanteTypes, lifecycleOf } from '../../../schemas/lifecycle';
import { useWorkflowMutation, type DocumentWithComprobante } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { mensajeDeError } from '../cfdi/cfdi';
import {
  SUBIR_COMPROBANTE,
  UploadDialogView,
  type CfdiPickerProps,
  type CfdiRevisionState,
  type UploadState,
} from './UploadDialogView';
import { useAccion } from './useAccion';

export const COMPROBANTE_ADJUNTADO = 'Comprobante adjuntado.';

export function ComprobanteUpload({
  documentType,
  errorToast,
}: {
  documentType: DocumentWithComprobante;
  errorToast?: string;
}) {
  const record = useRecordContext();
  const notify = useNotify();
  const adjuntar = useAccion('adjuntar');
  const schema = schemas[documentType];
  const lifecycle = lifecycleOf(schema);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [xml, setXml] = useState<File>();
  const [revision, setRevision] = useState<CfdiRevisionState>({ kind: 'none' });
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  // The XML on screen now: the answer about one chosen before it is stale and dropped.
  const currentXml = useRef<File>(undefined);
  const revisar = useWorkflowMutation('revisarCfdi', {
    onSuccess: (answer, { xml: checked }) => {
      if (checked === currentXml.current) setRevision({ kind: 'done', revision: answer });
    },
    onError: (error, { xml: checked }) => {
      if (checked === currentXml.current) setRevision({ kind: 'error', message: mensajeDeError(error) });
    },
  });
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
  const id = record.id as number;
  const chooseXml = (picked: File | undefined) => {
    currentXml.current = picked;
    setXml(picked);
    setState({ kind: 'idle' });
    if (!picked) return setRevision({ kind: 'none' });
    setRevision({ kind: 'checking' });
    revisar.mutate({ documentType, id, xml: picked });
  };
  const upload = () => {
    if (!file && !xml) return setState({ kind: 'idle', missing: true });
    setState({ kind: 'uploading', percent: 0 });
    mutate({
      documentType,
      id,
      file,
      xml,
      onProgress: (percent) => setState({ kind: 'uploading', percent }),
    });
  };
  const start = () => {
    setFile(undefined);
    currentXml.current = undefined;
    setXml(undefined);
    setRevision({ kind: 'none' });
    setState({ kind: 'idle' });
    setOpen(true);
  };
  const cfdi: CfdiPickerProps | undefined = cfdiRuleOf(lifecycle)
    ? { schema, xmlName: xml?.name, revision, onPickXml: chooseXml }
    : undefined;
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
        accept={comprobanteTypes(lifecycle)}
        cfdi={cfdi}
      />
    </>
  );
}
