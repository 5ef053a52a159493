/**
 * A document's anexos on its editor (schemas/anexos.ts): each kind it declares under its label
 * (an estimación's Numeros generadores, Reporte fotografico), its files as tiles — an image as its
 * thumbnail, a PDF as a file card —, each opened in a dialog by a click (or Enter), and 'Agregar
 * anexo' and each tile's Quitar (after a confirmation) while the server's `acciones.anexar` offers
 * them. The files come with the token (`documento`), fetched when a tile shows.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import { anexosOf, type Anexo } from '../../../schemas/anexos';
import { useWorkflowMutation, useWorkflowQuery, type DocumentWithAnexos } from '../../dataProvider';
import { fileErrorMessage, SUCCESS_NOTICE_MS } from '../../engine';
import { AnexoNuevo } from './AnexoNuevo';
import { ANEXOS } from './anexosTextos';
import { useAccion } from './useAccion';

const ALTO = 112;
const esImagen = (anexo: Anexo) => anexo.tipoArchivo.startsWith('image/');

/** The stored file as an object URL while it is shown; its error in Spanish. */
function useArchivo(url: string, enabled: boolean): { url?: string; error?: string } {
  const { data, error } = useWorkflowQuery('documento', url, { enabled, retry: false, staleTime: Infinity });
  const objeto = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => () => void (objeto && URL.revokeObjectURL(objeto)), [objeto]);
  return error ? { error: fileErrorMessage(error) } : { url: objeto };
}

function Miniatura({ anexo }: { anexo: Anexo }) {
  const imagen = esImagen(anexo);
  const { url } = useArchivo(anexo.url, imagen);
  if (!imagen) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', color: 'error.main' }}>
        <PictureAsPdfIcon sx={{ fontSize: 48 }} />
        <Typography variant="caption" color="text.secondary">
          {ANEXOS.pdf}
        </Typography>
      </Box>
    );
  }
  return url ? (
    <Box component="img" src={url} alt="" sx={{ width: '100%', height: ALTO, objectFit: 'cover' }} />
  ) : (
    <CircularProgress size={24} />
  );
}

function Visor({ anexo, onClose }: { anexo: Anexo; onClose: () => void }) {
  const shown = useArchivo(anexo.url, true);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{anexo.titulo}</DialogTitle>
      <DialogContent
        sx={{ height: { xs: '70vh', sm: 640 }, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {shown.error && <Alert severity="error">{shown.error}</Alert>}
        {!shown.error && !shown.url && <CircularProgress />}
        {shown.url &&
          (esImagen(anexo) ? (
            <Box
              component="img"
              src={shown.url}
              alt={anexo.titulo}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <iframe title={anexo.titulo} src={shown.url} style={{ width: '100%', height: '100%', border: 0 }} />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ANEXOS.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Quitar({
  documentType,
  id,
  anexo,
  permitida,
}: {
  documentType: DocumentWithAnexos;
  id: number;
  anexo: Anexo;
  permitida: boolean;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useWorkflowMutation('quitarAnexo', {
    onSuccess: () => {
      setOpen(false);
      notify(ANEXOS.quitado(anexo.titulo), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
    },
    onError: (error) => {
      setOpen(false);
      notify(error.message, { type: 'error' });
    },
  });
  return (
    <>
      <Tooltip title={ANEXOS.quitar}>
        <span>
          <IconButton
            size="small"
            aria-label={ANEXOS.quitarAnexo(anexo.titulo)}
            disabled={!permitida}
            onClick={() => setOpen(true)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Dialog open={open} onClose={isPending ? undefined : () => setOpen(false)}>
        <DialogTitle>{ANEXOS.quitarAnexo(anexo.titulo)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{ANEXOS.confirmarQuitar(anexo.titulo)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isPending} autoFocus>
            {ANEXOS.cancelar}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={isPending}
            onClick={() => mutate({ documentType, id, anexoId: anexo.id })}
          >
            {ANEXOS.quitar}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Ficha({ anexo, quitar, onOpen }: { anexo: Anexo; quitar?: ReactNode; onOpen: () => void }) {
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={esImagen(anexo) ? ANEXOS.abrir(anexo.titulo) : ANEXOS.abrirPdf(anexo.titulo)}
        sx={{
          height: ALTO,
          bgcolor: 'action.hover',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Miniatura anexo={anexo} />
      </ButtonBase>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1, pr: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {anexo.titulo}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p" title={anexo.nombre}>
            {anexo.nombre}
          </Typography>
        </Box>
        {quitar}
      </Box>
    </Box>
  );
}

export function Anexos({ documentType }: { documentType: DocumentWithAnexos }) {
  const record = useRecordContext<{ id?: number; anexos?: Anexo[] }>();
  const anexar = useAccion('anexar');
  const [abierto, setAbierto] = useState<Anexo>();
  if (!record?.id) return null;
  const id = record.id;
  const { tipos } = anexosOf(schemas[documentType]);
  const anexos = record.anexos ?? [];
  return (
    <Card component="section" variant="outlined" sx={{ width: '100%' }} aria-labelledby="anexos-titulo">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" id="anexos-titulo">
            {ANEXOS.titulo}
          </Typography>
          {anexar.visible && <AnexoNuevo documentType={documentType} id={id} permitida={anexar.permitida} />}
        </Box>
        {Object.entries(tipos).map(([tipo, etiqueta]) => {
          const suyos = anexos.filter((a) => a.tipo === tipo);
          return (
            <Box key={tipo} component="section" aria-label={etiqueta} sx={{ mt: 2 }}>
              <Typography variant="body2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
                {etiqueta} ({suyos.length})
              </Typography>
              {suyos.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {ANEXOS.sinAnexos}
                </Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: 1.5,
                    // Two to a row on a phone, as many as fit on a desk.
                    gridTemplateColumns: {
                      xs: 'repeat(auto-fill, minmax(128px, 1fr))',
                      sm: 'repeat(auto-fill, minmax(150px, 1fr))',
                    },
                  }}
                >
                  {suyos.map((anexo) => (
                    <Ficha
                      key={anexo.id}
                      anexo={anexo}
                      onOpen={() => setAbierto(anexo)}
                      quitar={
                        anexar.visible && (
                          <Quitar documentType={documentType} id={id} anexo={anexo} permitida={anexar.permitida} />
                        )
                      }
                    />
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </CardContent>
      {abierto && <Visor anexo={abierto} onClose={() => setAbierto(undefined)} />}
    </Card>
  );
}
