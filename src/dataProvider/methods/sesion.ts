/** Session calls the authProvider makes: sign in, who am I, which menu links open for me. */
import { apiJson } from '../http';
import { query } from './method';
import type { Credentials, Me, MenuOption, Token } from './types';

export const sesionMethods = {
  autenticar: query((credentials: Credentials) =>
    apiJson<Token>('/unauth/authenticate', { method: 'POST', body: credentials }),
  ),
  /** With `token`, asks as that token (right after sign-in, before the session holds it). */
  usuarioActual: query(({ token }: { token?: string } = {}) =>
    apiJson<Me>('/api/usuario/me', token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  ),
  opcionesMenu: query(() => apiJson<MenuOption[]>('/api/usuario/opciones-menu')),
};
