/**
 * Changing a password (docs/contract.md): one's own needs the current password; an admin setting
 * another user's does not. POST /api/usuario/password {idUsuario, password, passwordActual}.
 */
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Form, PasswordInput, useNotify, type Identifier } from 'react-admin';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import { fieldErrorsOf, useWorkflowMutation } from '../../dataProvider';
import { GuardarButton } from '../../engine';
import { PASSWORD_CAMBIADA, PASSWORDS_DISTINTAS } from './messages';

const MINIMO = 8;

interface Valores {
  passwordActual?: string;
  password?: string;
  confirmacion?: string;
}

function errores(values: Valores, propio: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (propio && !values.passwordActual) out.passwordActual = REQUIRED_MESSAGE;
  if (!values.password) out.password = REQUIRED_MESSAGE;
  else if (values.password.length < MINIMO) out.password = `Minimo ${MINIMO} caracteres`;
  if (values.password && values.confirmacion !== values.password) out.confirmacion = PASSWORDS_DISTINTAS;
  return out;
}

export function CambiarPassword({ usuarioId, propio }: { usuarioId: Identifier; propio: boolean }) {
  const notify = useNotify();
  // A new key empties the form after a change.
  const [vuelta, setVuelta] = useState(0);
  const { mutateAsync } = useWorkflowMutation('cambiarPassword', {
    onSuccess: () => {
      notify(PASSWORD_CAMBIADA, { type: 'success' });
      setVuelta((n) => n + 1);
    },
    // An error about a field is shown beside it; a toast too would hold back the next one (react-admin
    // shows them one at a time), so a corrected retry's success would wait for it to close.
    onError: (error) => fieldErrorsOf(error) ?? notify(error.message, { type: 'error' }),
  });
  const enviar = (values: Valores) =>
    mutateAsync({
      idUsuario: usuarioId,
      password: values.password ?? '',
      ...(propio ? { passwordActual: values.passwordActual } : {}),
    }).then(() => undefined, fieldErrorsOf);
  return (
    <Box component="section" aria-labelledby="titulo-password" sx={{ px: 2, pb: 2 }}>
      <Typography id="titulo-password" variant="h6" component="h2" sx={{ mb: 1 }}>
        {propio ? 'Cambiar contraseña' : 'Establecer contraseña'}
      </Typography>
      <Form
        key={vuelta}
        onSubmit={enviar}
        validate={(values) => errores(values, propio)}
        noValidate
        warnWhenUnsavedChanges
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 360 }}>
          {propio && (
            <PasswordInput
              source="passwordActual"
              label="Contraseña actual"
              isRequired
              autoComplete="current-password"
            />
          )}
          <PasswordInput source="password" label="Contraseña nueva" isRequired autoComplete="new-password" />
          <PasswordInput source="confirmacion" label="Confirmar contraseña" isRequired autoComplete="new-password" />
          <Box>
            <GuardarButton label="Cambiar contraseña" alwaysEnable />
          </Box>
        </Box>
      </Form>
    </Box>
  );
}
