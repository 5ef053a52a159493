/** The public routes (`/unauth`): sign in, health check, password hashing. */
import { answers, type RouteContract } from './shared';

const text = { type: 'string' } as const;

export const authApi = {
  authenticate: {
    summary: 'Inicia sesion y devuelve el token',
    // Checked by the login service as typed: the shared validator would trim the password.
    body: { type: 'object', properties: { username: text, password: text } },
    response: answers({ type: 'object', required: ['token'], properties: { token: text } }),
  },
  ping: { summary: 'Estado del servidor', response: answers({ type: 'object', properties: { estado: text } }) },
  encriptar: {
    summary: 'Hash argon2 de una contrasena',
    params: { type: 'object', required: ['*'], properties: { '*': text } },
    response: answers({ type: 'object', required: ['hash'], properties: { hash: text } }),
  },
} satisfies Record<string, RouteContract>;
