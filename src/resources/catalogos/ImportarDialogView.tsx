/**
 * A catalog's import dialog as the user sees it: choose a .xlsx or .csv, a bar while it goes up
 * and is read, then the preview (how many rows are valid and how many not, the ignored columns,
 * the rows) and 'Importar N registros', or the server's refusal. Pure presentation, so each state
 * has its story; `ImportarButton` drives it.
 */
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
import type { EntitySchema } from '../../../schemas';
import type { Importacion } from '../../dataProvider/methods/catalogo';
import { resourceOf } from '../../engine';
import { FilePicker } from '../../shared/documentos/FilePicker';
import { ImportacionTabla } from './ImportacionTabla';
import {
  CERRAR,
  columnasIgnoradas,
  ELEGIR_ARCHIVO,
  HOJA_HINT,
  importarRegistros,
  importarTitulo,
  LEYENDO,
  resumen,
} from './importarMessages';

/** What the file chooser offers: the sheets the server reads. */
export const HOJAS = ['.xlsx', '.csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'];

export interface ImportarDialogViewProps {
  open: boolean;
  schema: EntitySchema;
  /** The chosen sheet's name. */
  archivo?: string;
  /** Whole percent sent while a request runs (100: the server reads it); null when none runs. */
  progreso: number | null;
  /** The preview of the chosen sheet. */
  importacion: Importacion | null;
  error: string | null;
  onPick: (file: File | undefined) => void;
  onConfirm: () => void;
  onClose: () => void;
}

export function ImportarDialogView(props: ImportarDialogViewProps) {
  const { open, schema, archivo, progreso, importacion, error, onPick, onConfirm, onClose } = props;
  const busy = progreso !== null;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="lg">
      <DialogTitle>{importarTitulo(resourceOf(schema).label)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <FilePicker label={ELEGIR_ARCHIVO} icon={<UploadFileIcon />} accept={HOJAS} disabled={busy} onPick={onPick} />
          <Typography noWrap color="text.secondary">
            {archivo ?? HOJA_HINT}
          </Typography>
        </Box>
        {busy && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <LinearProgress
              variant={progreso < 100 ? 'determinate' : 'indeterminate'}
              value={progreso}
              sx={{ flex: 1 }}
              aria-label="Progreso de la carga"
            />
            <Typography variant="body2">{progreso < 100 ? `${progreso} %` : LEYENDO}</Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {importacion && (
          <>
            <Alert severity={importacion.conErrores > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
              {resumen(importacion.validas, importacion.conErrores)}
            </Alert>
            {importacion.columnasIgnoradas.length > 0 && (
              <Typography color="text.secondary">{columnasIgnoradas(importacion.columnasIgnoradas)}</Typography>
            )}
            <ImportacionTabla schema={schema} filas={importacion.filas} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {CERRAR}
        </Button>
        {importacion && (
          <Button variant="contained" onClick={onConfirm} disabled={busy || importacion.validas === 0}>
            {importarRegistros(importacion.validas)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
