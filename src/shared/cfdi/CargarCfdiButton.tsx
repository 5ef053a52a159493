/**
 * 'Cargar CFDI': the user picks a CFDI's XML and the server reads it (`leerCfdi`, nothing stored),
 * naming its proveedor, cliente and related compra; the screen then fills a new document from it.
 * A file that is no CFDI answers the server's reason as an error notice.
 */
import { useRef } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CircularProgress } from '@mui/material';
import { useNotify } from 'react-admin';
import { useWorkflowMutation } from '../../dataProvider';
import { XML_TYPES } from './CfdiPicker';
import { mensajeDeError, type CfdiCargado } from './cfdi';
import { CARGAR_CFDI, LEYENDO_CFDI } from './messages';

export interface CargarCfdiButtonProps {
  onLeido: (cargado: CfdiCargado) => void;
  disabled?: boolean;
  variant?: 'text' | 'outlined' | 'contained';
}

export function CargarCfdiButton({ onLeido, disabled = false, variant = 'outlined' }: CargarCfdiButtonProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const { mutate, isPending } = useWorkflowMutation('leerCfdi', {
    onSuccess: (lectura, { xml }) => onLeido({ lectura, xml }),
    onError: (error) => notify(mensajeDeError(error), { type: 'error' }),
  });
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={isPending ? <CircularProgress size={16} aria-label={LEYENDO_CFDI} /> : <UploadFileIcon />}
        disabled={disabled || isPending}
        onClick={() => input.current?.click()}
      >
        {CARGAR_CFDI}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={XML_TYPES.join(',')}
        aria-label={CARGAR_CFDI}
        disabled={disabled || isPending}
        onChange={(event) => {
          const xml = event.target.files?.[0];
          // The same file again is a new read (after adding its proveedor, say).
          event.target.value = '';
          if (xml) mutate({ xml });
        }}
      />
    </>
  );
}
