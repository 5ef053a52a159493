/** Who a mocked request comes from, by its token, as the real server reads it from the JWT. */
import { SUPERUSER_TOKEN, usuario } from '../fixtures/session';
import { ADMIN_TOKEN } from '../fixtures/usuarios';
import { errorResponse } from './util';

/** The current password of every mock account, for the change-password form. */
export const MOCK_PASSWORD = 'clave-actual';

export function callerId(request: Request): number {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (token === SUPERUSER_TOKEN) return 1;
  if (token === ADMIN_TOKEN) return 3;
  return usuario.userId;
}

/** A 400 with field errors, shaped like the server's. */
export function invalid(errors: Record<string, string>) {
  return errorResponse(
    400,
    'Datos invalidos',
    Object.entries(errors).map(([field, message]) => ({ field, message })),
  );
}
