/**
 * The top of a sheet import's dialog (a catalog's, the presupuesto's): choose a .xlsx or .csv, its
 * name or a hint beside the button, a bar while it goes up and is read, and the server's refusal.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { FilePicker } from '../documents/FilePicker';
import { ELEGIR_ARCHIVO } from '../documents/UploadDialogView';

/** What the file chooser offers: the sheets the server reads. */
export const HOJAS = ['.xlsx', '.csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'];

export const LEYENDO = 'Leyendo la hoja..';

export interface ElegirHojaProps {
  /** The chosen sheet's name. */
  archivo?: string;
  /** Shown while no sheet is chosen. */
  hint: string;
  /** Whole percent sent while a request runs (100: the server reads it); null when none runs. */
  progreso: number | null;
  error: string | null;
  onPick: (file: File | undefined) => void;
}

export function ElegirHoja({ archivo, hint, progreso, error, onPick }: ElegirHojaProps) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <FilePicker
          label={ELEGIR_ARCHIVO}
          icon={<UploadFileIcon />}
          accept={HOJAS}
          disabled={progreso !== null}
          onPick={onPick}
        />
        <Typography noWrap color="text.secondary">
          {archivo ?? hint}
        </Typography>
      </Box>
      {progreso !== null && (
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
    </>
  );
}
