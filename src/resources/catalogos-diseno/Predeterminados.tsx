/**
 * A change the stored records would not pass (409): each field's message ('4 registros no tienen
 * Placas') and, where the server applies it once given, an input for the value those records take.
 */
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import type { CambioCatalogo, EsquemaAdmin } from '../../dataProvider';

export const GUARDAR_CON_VALORES = 'Guardar con estos valores';

/** Numbers and yes/no as their schema types; text as typed. */
function valorDe(esquema: EsquemaAdmin, campo: string, texto: string): unknown {
  const type = esquema.properties?.[campo]?.type;
  if (type === 'integer' || type === 'number') return Number(texto);
  if (type === 'boolean') return ['si', 'sí', 'true'].includes(texto.trim().toLowerCase());
  return texto;
}

export interface PredeterminadosProps {
  mensaje: string;
  cambios: CambioCatalogo[];
  esquema: EsquemaAdmin;
  guardando: boolean;
  onGuardar: (predeterminados: Record<string, unknown>) => void;
}

export function Predeterminados({ mensaje, cambios, esquema, guardando, onGuardar }: PredeterminadosProps) {
  const [valores, setValores] = useState<Record<string, string>>({});
  const pedidos = cambios.filter((c) => c.pidePredeterminado);
  const guardar = () =>
    onGuardar(Object.fromEntries(pedidos.map((c) => [c.campo, valorDe(esquema, c.campo, valores[c.campo] ?? '')])));
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack spacing={1}>
        <strong>{mensaje}</strong>
        {cambios.map((cambio) => (
          <Stack key={cambio.campo} spacing={1}>
            <span>{cambio.mensaje}</span>
            {cambio.pidePredeterminado && (
              <TextField
                size="small"
                label={`Valor para ${esquema.properties?.[cambio.campo]?.title ?? cambio.campo}`}
                value={valores[cambio.campo] ?? ''}
                onChange={(e) => setValores((v) => ({ ...v, [cambio.campo]: e.target.value }))}
              />
            )}
          </Stack>
        ))}
        {pedidos.length > 0 && (
          <Button variant="contained" onClick={guardar} disabled={guardando} sx={{ alignSelf: 'flex-start' }}>
            {GUARDAR_CON_VALORES}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
