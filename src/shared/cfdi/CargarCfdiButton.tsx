/**
 * 'Cargar CFDI': the user picks a CFDI's XML and the server reads it (`leerCfdi`, nothing stored),
 * naming its proveedor, cliente and related compra; the screen then fills a new document from it.
 * A file that is no CFDI answers the server's reason as an error notice.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CircularProgress } from '@mui/material';
import { useNotify } from 'react-admin';
import { useWorkflowMutation } from '../../dataProvider';
import { FilePicker } from '../documents/FilePicker';
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
  const { mutate, isPending } = useWorkflowMutation('leerCfdi', {
    onSuccess: (lectura, { xml }) => onLeido({ lectura, xml }),
    onError: (error) => notify(mensajeDeError(error), { type: 'error' }),
  });
  return (
    <FilePicker
      label={CARGAR_CFDI}
      icon={isPending ? <CircularProgress size={16} aria-label={LEYENDO_CFDI} /> : <UploadFileIcon />}
      accept={XML_TYPES}
      disabled={disabled || isPending}
      variant={variant}
      size="small"
      // The same file again is a new read (after adding its proveedor, say): FilePicker allows it.
      onPick={(xml) => xml && mutate({ xml })}
    />
  );
}
