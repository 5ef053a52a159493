/**
 * Why an offered action is not allowed now (`acciones` with `visible` and no `permitida`: an approval
 * limit naming who can authorize, a missing comprobante), laid out in the editor's content above the
 * inputs, where a long reason wraps, instead of between the action buttons. Editing's own reason is
 * DocumentInputs' notice.
 */
import { Alert, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Accion } from '../../../schemas/lifecycle';

export function AccionesNoPermitidas() {
  const acciones = (useRecordContext()?.acciones ?? {}) as Record<string, Accion>;
  const motivos = Object.entries(acciones)
    .filter(([name, accion]) => name !== 'editar' && accion.visible && !accion.permitida && accion.motivo)
    .map(([, accion]) => accion.motivo as string);
  if (motivos.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2, width: '100%' }}>
      {[...new Set(motivos)].map((motivo) => (
        <Alert key={motivo} severity="warning">
          {motivo}
        </Alert>
      ))}
    </Stack>
  );
}
