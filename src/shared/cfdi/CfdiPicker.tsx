/**
 * The CFDI part of the comprobante dialog: the XML picker, and the server's revision of the chosen
 * XML shown before Subir (running, each check, or its refusal). `cfdiBlock` says why Subir waits.
 */
import type { ReactNode } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import CodeIcon from '@mui/icons-material/Code';
import { Alert, Box, IconButton, LinearProgress, Typography } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import { FilePicker } from '../documents/FilePicker';
import type { RevisionCfdi } from './cfdi';
import { CFDI_NO_VALIDO, ELEGIR_XML, QUITAR_XML, REVISANDO_CFDI } from './messages';
import { RevisionCfdiList } from './RevisionCfdi';

/** What the XML picker accepts: browsers name an .xml file either way, or not at all. */
export const XML_TYPES = ['.xml', 'application/xml', 'text/xml'] as const;

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

/** Why Subir is off because of the CFDI, or null. */
export function cfdiBlock(revision: CfdiRevisionState): ReactNode {
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

/** The XML picker, the chosen XML's name (and a way to drop it), and its revision. */
export function CfdiPicker({
  cfdi,
  reasonId,
  disabled,
}: {
  cfdi: CfdiPickerProps;
  reasonId: string;
  disabled: boolean;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <FilePicker
          label={ELEGIR_XML}
          icon={<CodeIcon />}
          accept={XML_TYPES}
          disabled={disabled}
          onPick={cfdi.onPickXml}
        />
        <Typography noWrap color="text.secondary" sx={{ ml: 1, minWidth: 0 }}>
          {cfdi.xmlName ?? ''}
        </Typography>
        {cfdi.xmlName && !disabled && (
          <IconButton size="small" aria-label={QUITAR_XML} title={QUITAR_XML} onClick={() => cfdi.onPickXml(undefined)}>
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <CfdiRevision cfdi={cfdi} reasonId={reasonId} />
    </>
  );
}
