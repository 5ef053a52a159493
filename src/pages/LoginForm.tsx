import { useState } from 'react';
import { Button, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import type { Credentials } from '../dataProvider';

/** docs/product.md §5: both login fields take at most 20 characters. */
export const CREDENTIAL_MAX_LENGTH = 20;

const limited = { htmlInput: { maxLength: CREDENTIAL_MAX_LENGTH } };

/** 'Ingreso': a failed login is only logged, never shown (docs/product.md §8). */
export function LoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const [loading, setLoading] = useState(false);

  const submit = (values: Partial<Credentials>) => {
    setLoading(true);
    login({ username: values.username ?? '', password: values.password ?? '' })
      .catch((error: unknown) => console.warn('Ingreso fallido', error))
      .finally(() => setLoading(false));
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320 }}>
        <Typography component="h1" variant="h5" align="center" gutterBottom>
          {translate('app.login.title')}
        </Typography>
        <TextInput
          autoFocus
          source="username"
          label={translate('app.login.username')}
          autoComplete="username"
          slotProps={limited}
        />
        <PasswordInput
          source="password"
          label={translate('app.login.password')}
          autoComplete="current-password"
          slotProps={limited}
        />
        {/* MUI's loading keeps the button named by its text while its spinner shows. */}
        <Button variant="contained" type="submit" fullWidth loading={loading} sx={{ mt: 2 }}>
          {translate('app.login.submit')}
        </Button>
      </CardContent>
    </Form>
  );
}
