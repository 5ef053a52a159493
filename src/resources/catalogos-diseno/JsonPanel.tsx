/**
 * 'JSON': the admin's JSON Schema the form describes, editable as text. Leaving the field reads it
 * back into the form; text that is not JSON stays as typed, with the reason. The properties the form
 * cannot show are listed: they are kept as written.
 */
import { useState } from 'react';
import { Alert, Chip, Stack, TextField, Typography } from '@mui/material';
import { soloEnJson, type EsquemaAdmin } from './esquema';

export const jsonInvalido = (razon: string) => `El JSON no es valido: ${razon}`;
const NO_ES_OBJETO = 'debe ser un objeto { ... }';

function leer(texto: string): { esquema: EsquemaAdmin } | { error: string } {
  try {
    const valor: unknown = JSON.parse(texto);
    if (typeof valor !== 'object' || valor === null || Array.isArray(valor))
      return { error: jsonInvalido(NO_ES_OBJETO) };
    return { esquema: valor as EsquemaAdmin };
  } catch (error) {
    return { error: jsonInvalido((error as Error).message) };
  }
}

export function JsonPanel({ esquema, onAplicar }: { esquema: EsquemaAdmin; onAplicar: (e: EsquemaAdmin) => void }) {
  /** The text being edited; null shows the form's schema. */
  const [borrador, setBorrador] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const soloJson = soloEnJson(esquema);
  const aplicar = () => {
    if (borrador === null) return;
    const leido = leer(borrador);
    if ('error' in leido) return setError(leido.error);
    setError(undefined);
    setBorrador(null);
    onAplicar(leido.esquema);
  };
  return (
    <Stack spacing={1}>
      <TextField
        label="Esquema JSON"
        multiline
        minRows={12}
        value={borrador ?? JSON.stringify(esquema, null, 2)}
        onChange={(event) => setBorrador(event.target.value)}
        onBlur={aplicar}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      {soloJson.length > 0 && (
        <Alert severity="info">
          <Typography variant="body2">Solo en JSON (el formulario no los muestra; se guardan como estan):</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} aria-label="Solo en JSON">
            {soloJson.map((nombre) => (
              <Chip key={nombre} label={nombre} size="small" />
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
