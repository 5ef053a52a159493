/**
 * A catalog's import dialog as the user sees it: choose a .xlsx or .csv, a bar while it goes up
 * and is read, then the preview (how many rows are valid and how many not, the ignored columns,
 * the rows) and 'Importar N registros', or the server's refusal. Pure presentation, so each state
 * has its story; `ImportarButton` drives it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import type { Importacion } from '../../dataProvider/methods/catalogo';
import { resourceOf } from '../../engine';
import { ElegirHoja } from '../../shared/hoja';
import { ImportacionTabla } from './ImportacionTabla';
import { CERRAR, columnasIgnoradas, HOJA_HINT, importarRegistros, importarTitulo, resumen } from './importarMessages';

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
        <ElegirHoja archivo={archivo} hint={HOJA_HINT} progreso={progreso} error={error} onPick={onPick} />
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
