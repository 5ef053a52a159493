/**
 * The comprobante upload dialog as the user sees it (docs/product.md §4 Upload, §8 texts, width
 * 500): idle (choose a file), uploading (a bar with the percent sent), success or error. A document
 * that takes a CFDI also offers its XML, and shows the server's revision of it before Subir: Subir
 * waits while it runs and stays off when it fails or a check does not pass. Pure presentation, so
 * every state has its story; `ComprobanteUpload` drives it.
 */
import { useId, useRef, type ReactNode } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import CodeIcon from '@mui/icons-material/Code';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
} from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import { COMPROBANTE_TYPES } from '../../../schemas/lifecycle';
import type { RevisionCfdi } from '../cfdi/cfdi';
import { CFDI_NO_VALIDO, ELEGIR_XML, QUITAR_XML, REVISANDO_CFDI } from '../cfdi/messages';
import { RevisionCfdiList } from '../cfdi/RevisionCfdi';

export const SUBIR_COMPROBANTE = 'Subir comprobante';
export const ELEGIR_ARCHIVO = 'Elegir archivo';
export const SUBIR = 'Subir';
export const CERRAR = 'Cerrar';
export const UPLOAD_OK = 'El archivo se subio con exito!';
export const FILE_REQUIRED = 'A file is required for upload.';
export const UPLOAD_UNEXPECTED = 'An unexpected error occurred during upload.';
/** What the XML picker accepts: browsers name an .xml file either way, or not at all. */
export const XML_TYPES = ['.xml', 'application/xml', 'text/xml'] as const;

export type UploadState =
  | { kind: 'idle'; missing?: boolean }
  | { kind: 'uploading'; percent: number }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

/** The server's revision of the chosen XML: none chosen, running, its answer, or its refusal. */
export type CfdiRevisionState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'done'; revision: RevisionCfdi }
  | { kind: 'error'; message: string };

export interface CfdiPickerProps {
  /** The document's schema: the labels of the fields the CFDI fills. */
  schema: EntitySchema;
  xmlName?: string;
  revision: CfdiRevisionState;
  /** A chosen XML, or undefined to drop it. */
  onPickXml: (file: File | undefined) => void;
}

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

/**
 * A button that opens the file chooser of its hidden input: a real button, so Tab reaches it and
 * Enter or Space opens the chooser; the input keeps the label for tests and assistive tools.
 */
function FilePicker({
  label,
  icon,
  accept,
  disabled,
  onPick,
}: {
  label: string;
  icon: ReactNode;
  accept: readonly string[];
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" startIcon={icon} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept.join(',')}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // Choosing the same file again, after dropping it, is a change too.
          event.target.value = '';
        }}
      />
    </>
  );
}

/** Why Subir is off because of the CFDI, or null. */
function cfdiBlock(revision: CfdiRevisionState): ReactNode {
  switch (revision.kind) {
    case 'checking':
      return REVISANDO_CFDI;
    case 'error':
      return revision.message;
    case 'done':
      return revision.revision.valido ? null : CFDI_NO_VALIDO;
    default:
      return null;
  }
}

function CfdiRevision({ cfdi, reasonId }: { cfdi: CfdiPickerProps; reasonId: string }) {
  const { revision, schema } = cfdi;
  return (
    <Box sx={{ mb: 2 }}>
      {revision.kind === 'checking' && (
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography id={reasonId} variant="body2">
            {REVISANDO_CFDI}
          </Typography>
          <LinearProgress aria-label={REVISANDO_CFDI} />
        </Box>
      )}
      {revision.kind === 'error' && (
        <Alert id={reasonId} severity="error">
          {revision.message}
        </Alert>
      )}
      {revision.kind === 'done' && (
        <>
          <RevisionCfdiList schema={schema} revision={revision.revision} />
          {!revision.revision.valido && (
            <Alert id={reasonId} severity="warning" sx={{ mt: 1 }}>
              {CFDI_NO_VALIDO}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
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
        {cfdi && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <FilePicker
                label={ELEGIR_XML}
                icon={<CodeIcon />}
                accept={XML_TYPES}
                disabled={busy || done}
                onPick={cfdi.onPickXml}
              />
              <Typography noWrap color="text.secondary" sx={{ ml: 1, minWidth: 0 }}>
                {cfdi.xmlName ?? ''}
              </Typography>
              {cfdi.xmlName && !busy && !done && (
                <IconButton
                  size="small"
                  aria-label={QUITAR_XML}
                  title={QUITAR_XML}
                  onClick={() => cfdi.onPickXml(undefined)}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
            <CfdiRevision cfdi={cfdi} reasonId={reasonId} />
          </>
        )}
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
