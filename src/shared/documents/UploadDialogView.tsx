/**
 * The comprobante upload dialog as the user sees it (docs/product.md §4 Upload, §8 texts, width
 * 500): idle (choose a file), uploading (a bar with the percent sent), success or error. A document
 * that takes a CFDI also offers its XML, and shows the server's revision of it before Subir: Subir
 * waits while it runs and stays off when it fails or a check does not pass. Pure presentation, so
 * every state has its story; `ComprobanteUpload` drives it.
 */
import { useId } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { COMPROBANTE_TYPES } from '../../../schemas/lifecycle';
import { CfdiPicker, cfdiBlock, type CfdiPickerProps } from '../cfdi/CfdiPicker';
import { FilePicker } from './FilePicker';

export type { CfdiPickerProps, CfdiRevisionState } from '../cfdi/CfdiPicker';

export const SUBIR_COMPROBANTE = 'Subir comprobante';
export const ELEGIR_ARCHIVO = 'Elegir archivo';
export const SUBIR = 'Subir';
export const CERRAR = 'Cerrar';
export const UPLOAD_OK = 'El archivo se subio con exito!';
export const FILE_REQUIRED = 'A file is required for upload.';
export const UPLOAD_UNEXPECTED = 'An unexpected error occurred during upload.';

export type UploadState =
  | { kind: 'idle'; missing?: boolean }
  | { kind: 'uploading'; percent: number }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

export interface UploadDialogViewProps {
  open: boolean;
  state: UploadState;
  fileName?: string;
  onPick: (file: File | undefined) => void;
  onUpload: () => void;
  onClose: () => void;
  /** The media types the picker offers (the document's `adjuntar.accept`). */
  accept?: readonly string[];
  /** For a document whose `adjuntar.cfdi` takes one: the XML picker and its revision. */
  cfdi?: CfdiPickerProps;
}

export function UploadDialogView({
  open,
  state,
  fileName,
  onPick,
  onUpload,
  onClose,
  accept = COMPROBANTE_TYPES,
  cfdi,
}: UploadDialogViewProps) {
  const reasonId = useId();
  const busy = state.kind === 'uploading';
  const done = state.kind === 'success';
  const blocked = cfdi ? cfdiBlock(cfdi.revision) !== null : false;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} PaperProps={{ sx: { width: 500, maxWidth: '100%' } }}>
      <DialogTitle>{SUBIR_COMPROBANTE}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <FilePicker
            label={ELEGIR_ARCHIVO}
            icon={<UploadFileIcon />}
            accept={accept}
            disabled={busy || done}
            onPick={onPick}
          />
          <Typography noWrap color="text.secondary">
            {fileName ?? ''}
          </Typography>
        </Box>
        {cfdi && <CfdiPicker cfdi={cfdi} reasonId={reasonId} disabled={busy || done} />}
        {state.kind === 'idle' && state.missing && <Alert severity="warning">{FILE_REQUIRED}</Alert>}
        {state.kind === 'uploading' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={state.percent}
              sx={{ flex: 1 }}
              aria-label="Progreso de la carga"
            />
            <Typography variant="body2">{`${state.percent} %`}</Typography>
          </Box>
        )}
        {state.kind === 'success' && <Alert severity="success">{UPLOAD_OK}</Alert>}
        {state.kind === 'error' && <Alert severity="error">{state.message || UPLOAD_UNEXPECTED}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {CERRAR}
        </Button>
        {!done && (
          <Button
            variant="contained"
            onClick={onUpload}
            disabled={busy || blocked}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {SUBIR}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
