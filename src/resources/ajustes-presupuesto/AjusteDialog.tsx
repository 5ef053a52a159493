/**
 * The ajuste's capture from the presupuesto's tree: 'Ajuste' on a concepto (a volumen adicional, or
 * negative a deductiva, at the concepto's P.U.) or 'Concepto extraordinario' (its clave, descripción,
 * unidad, cantidad and agreed P.U., in a partida). The justification is required; the importe is
 * shown by the server's rule as it is typed. Stored as capturado: it moves nothing until authorized.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { schemas } from '../../../schemas';
import { fromCents } from '../../../schemas/money';
import { importeConcepto } from '../../../schemas/presupuesto';
import { businessToday } from '../../../schemas/today';
import { pesos } from '../../shared/formato';
import { AJUSTE } from './messages';

const RECURSO = schemas.ajustePresupuesto['x-resource']?.name as string;
const TITULOS = schemas.ajustePresupuesto.properties;

/** The concepto a volumen adds to: what the dialog shows of it. */
export interface ConceptoAjustable {
  id?: number;
  clave?: string;
  descripcion?: string;
  unidad?: string;
  precioUnitario?: number;
}

export interface AjusteDialogProps {
  idObra: number;
  /** A volumen adicional of this concepto; without one, a concepto extraordinario. */
  concepto?: ConceptoAjustable;
  /** The partidas an extraordinario may go in. */
  partidas?: { id: number; clave: string; descripcion: string }[];
  onClose: () => void;
}

type Campos = Record<
  'fecha' | 'cantidad' | 'justificacion' | 'clave' | 'descripcion' | 'unidad' | 'precioUnitario' | 'partidaId',
  string
>;

const VACIO: Campos = {
  fecha: businessToday(),
  cantidad: '',
  justificacion: '',
  clave: '',
  descripcion: '',
  unidad: '',
  precioUnitario: '',
  partidaId: '',
};

const numero = (texto: string) => (texto.trim() === '' ? undefined : Number(texto));

export function AjusteDialog({ idObra, concepto, partidas = [], onClose }: AjusteDialogProps) {
  const [campos, setCampos] = useState<Campos>(VACIO);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [mensaje, setMensaje] = useState<string>();
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const extraordinario = !concepto;
  const precio = concepto ? String(concepto.precioUnitario ?? '') : campos.precioUnitario;
  const importe = importeConcepto(campos.cantidad.trim(), precio.trim());

  const campo = (nombre: keyof Campos, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={(TITULOS[nombre]?.title as string | undefined) ?? nombre}
      value={campos[nombre]}
      onChange={(event) => setCampos({ ...campos, [nombre]: event.target.value })}
      error={Boolean(errores[nombre])}
      helperText={errores[nombre] ?? extra.helperText}
      size="small"
      fullWidth
      {...extra}
    />
  );

  const capturar = () => {
    const data = {
      obra: { id: idObra },
      fecha: campos.fecha,
      tipo: extraordinario ? 'extraordinario' : 'volumen',
      cantidad: numero(campos.cantidad),
      justificacion: campos.justificacion,
      ...(extraordinario
        ? {
            clave: campos.clave,
            descripcion: campos.descripcion,
            unidad: campos.unidad,
            precioUnitario: numero(campos.precioUnitario),
            partidaId: numero(campos.partidaId),
          }
        : { conceptoObraId: concepto.id }),
    };
    create(
      RECURSO,
      { data },
      {
        onSuccess: (ajuste) => {
          notify(AJUSTE.capturado(ajuste.folio), { type: 'success' });
          onClose();
        },
        onError: (error) => {
          const body = (error as { body?: { errors?: Record<string, string> } }).body;
          setErrores(body?.errors ?? {});
          setMensaje(error instanceof Error ? error.message : String(error));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ajuste-titulo">
      <DialogTitle id="ajuste-titulo">
        {concepto ? AJUSTE.volumenTitulo(concepto.clave ?? '') : AJUSTE.extraordinario}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {concepto && (
            <Typography variant="body2" color="text.secondary">
              {concepto.descripcion} · {concepto.unidad} · P.U. {pesos(concepto.precioUnitario)}
            </Typography>
          )}
          {extraordinario && (
            <>
              {campo('partidaId', {
                select: true,
                label: AJUSTE.partida,
                children: [
                  <MenuItem key="" value="">
                    {AJUSTE.sinPartida}
                  </MenuItem>,
                  ...partidas.map((p) => (
                    <MenuItem key={p.id} value={String(p.id)}>
                      {p.clave} {p.descripcion}
                    </MenuItem>
                  )),
                ],
              })}
              {campo('clave')}
              {campo('descripcion', { multiline: true, minRows: 2 })}
              {campo('unidad')}
              {campo('precioUnitario', { inputMode: 'decimal' })}
            </>
          )}
          {campo('cantidad', { inputMode: 'decimal', helperText: concepto ? AJUSTE.cantidadAyuda : undefined })}
          {campo('fecha', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {campo('justificacion', { multiline: true, minRows: 2, required: true })}
          <Typography aria-live="polite">
            {AJUSTE.importe}: {importe === null ? '—' : pesos(fromCents(importe))}
          </Typography>
          {mensaje && <Alert severity="error">{mensaje}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{AJUSTE.cancelar}</Button>
        <Button variant="contained" onClick={capturar} disabled={isPending}>
          {AJUSTE.capturar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
