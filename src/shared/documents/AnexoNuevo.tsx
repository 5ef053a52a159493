/**
 * 'Agregar anexo': a dialog with the anexo's tipo (the document's declared kinds), its titulo and
 * its file (the declared types), sent once by Agregar (disabled while it goes, with the percent
 * sent); the server's reason stays in the dialog when it refuses.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
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
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { schemas } from '../../../schemas';
import { anexosOf, TITULO_MAXIMO } from '../../../schemas/anexos';
import { useWorkflowMutation, type DocumentWithAnexos } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { ANEXOS } from './anexosTextos';
import { FilePicker } from './FilePicker';

export interface AnexoNuevoProps {
  documentType: DocumentWithAnexos;
  id: number;
  /** The action allows it now (`acciones.anexar.permitida`). */
  permitida: boolean;
}

export function AnexoNuevo({ documentType, id, permitida }: AnexoNuevoProps) {
  const notify = useNotify();
  const { tipos, accept } = anexosOf(schemas[documentType]);
  const [open, setOpen] = useState(false);
  const [tipo, setTipo] = useState(Object.keys(tipos)[0] ?? '');
  const [titulo, setTitulo] = useState('');
  const [file, setFile] = useState<File>();
  const [faltaArchivo, setFaltaArchivo] = useState(false);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string>();
  const { mutate, isPending } = useWorkflowMutation('agregarAnexo', {
    onSuccess: (_, sent) => {
      setOpen(false);
      notify(ANEXOS.agregado(sent.titulo), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
    },
    onError: (failure) => setError(failure.message),
  });
  const start = () => {
    setTitulo('');
    setFile(undefined);
    setFaltaArchivo(false);
    setError(undefined);
    setPercent(0);
    setOpen(true);
  };
  const send = () => {
    if (!file) return setFaltaArchivo(true);
    if (titulo.trim() === '' || isPending) return;
    setError(undefined);
    mutate({ documentType, id, file, titulo: titulo.trim(), tipo, onProgress: setPercent });
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<AddIcon />} disabled={!permitida} onClick={start}>
        {ANEXOS.agregar}
      </Button>
      <Dialog open={open} onClose={isPending ? undefined : () => setOpen(false)} fullWidth maxWidth="xs">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            // Its own form: Enter sends the anexo, never the document's form around it.
            event.preventDefault();
            event.stopPropagation();
            send();
          }}
        >
          <DialogTitle>{ANEXOS.agregar}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                select
                label={ANEXOS.tipo}
                value={tipo}
                onChange={(event) => setTipo(event.target.value)}
                disabled={isPending}
              >
                {Object.entries(tipos).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={ANEXOS.tituloDelAnexo}
                helperText={ANEXOS.tituloAyuda}
                value={titulo}
                onChange={(event) => setTitulo(event.target.value)}
                slotProps={{ htmlInput: { maxLength: TITULO_MAXIMO } }}
                required
                autoFocus
                disabled={isPending}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
                <FilePicker
                  label={ANEXOS.elegir}
                  icon={<UploadFileIcon />}
                  accept={accept}
                  disabled={isPending}
                  onPick={(picked) => {
                    setFile(picked);
                    setFaltaArchivo(false);
                  }}
                />
                <Typography noWrap color={faltaArchivo ? 'error' : 'text.secondary'} sx={{ minWidth: 0 }}>
                  {file?.name ?? (faltaArchivo ? ANEXOS.archivoRequerido : ANEXOS.sinArchivo)}
                </Typography>
              </Box>
              {isPending && <LinearProgress variant="determinate" value={percent} aria-label={ANEXOS.subir} />}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              {ANEXOS.cancelar}
            </Button>
            <Button type="submit" variant="contained" disabled={isPending || titulo.trim() === ''}>
              {ANEXOS.subir}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
