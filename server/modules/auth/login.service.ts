/** Login (SPEC.md §7 Auth): checks the password and the rate limit, answers the user's id. */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuario } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Credentials } from './credentials';
import { clearFailures, isLockedOut, recordFailure, type AttemptKey } from './login-attempts';

export const BAD_CREDENTIALS = 'Usuario o contrasena incorrectos';
export const TOO_MANY_ATTEMPTS = 'Demasiados intentos fallidos de ingreso. Intente de nuevo en 15 minutos';

let dummyHash: Promise<string> | undefined;

/** Users unknown or without a password still cost one argon2 check, so timing reveals neither. */
function hashToWasteTimeOn(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

export async function login(db: Db, credentials: Credentials, ip: string): Promise<number> {
  const key: AttemptKey = { username: credentials.username.toLowerCase(), ip };
  if (await isLockedOut(db, key)) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  const [user] = await db
    .select({ id: usuario.id, passwordHash: usuario.passwordHash, activo: usuario.activo })
    .from(usuario)
    .where(eq(sql`lower(${usuario.username})`, key.username));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await hashToWasteTimeOn()), credentials.password);
  if (!user || !passwordOk || !user.activo) {
    await recordFailure(db, key);
    throw unauthorized(BAD_CREDENTIALS);
  }
  await clearFailures(db, key);
  return user.id;
}
