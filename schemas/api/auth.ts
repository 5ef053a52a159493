/** The public routes (`/unauth`): sign in, health check, password hashing. */
import { answers, checkedByService, object, type RouteContract } from './shared';

const text = { type: 'string' } as const;

/** Bound the work one login can cause: argon2 hashes whatever length it is given. */
export const MAX_USERNAME_LENGTH = 100;
export const MAX_PASSWORD_LENGTH = 128;

/** The login body, as server/modules/auth/credentials.ts checks it: both fields, bounded, not blank. */
const credentials = object(
  {
    username: { type: 'string', minLength: 1, maxLength: MAX_USERNAME_LENGTH },
    password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
  },
  ['username', 'password'],
);

export const authApi = {
  authenticate: {
    summary: 'Inicia sesion y devuelve el token',
    // Checked by the login service as typed: the shared validator would trim the password.
    body: checkedByService(credentials),
    response: answers({ type: 'object', required: ['token'], properties: { token: text } }),
  },
  ping: { summary: 'Estado del servidor', response: answers({ type: 'object', properties: { estado: text } }) },
  encriptar: {
    summary: 'Hash argon2 de una contrasena',
    params: { type: 'object', required: ['*'], properties: { '*': text } },
    response: answers({ type: 'object', required: ['hash'], properties: { hash: text } }),
  },
} satisfies Record<string, RouteContract>;
