/** Login (docs/product.md §7 Auth): checks the password and the rate limit, answers what the token signs. */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuario } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Credentials } from './credentials';
import { registrarEvento } from '../bitacora/eventos';
import { clearFailures, takeAttempt, type AttemptKey } from './login-attempts';

export const BAD_CREDENTIALS = 'Usuario o contrasena incorrectos';
export const TOO_MANY_ATTEMPTS = 'Demasiados intentos fallidos de ingreso. Intente de nuevo en 15 minutos';

let dummyHash: Promise<string> | undefined;

/** Users unknown or without a password still cost one argon2 check, so timing reveals neither. */
function hashToWasteTimeOn(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Every attempt leaves a bitácora row: LOGIN, or LOGIN_FALLIDO with the typed username and why. */
function fallido(db: Db, key: AttemptKey, cuentaId: number | null, motivo: string) {
  const detalle = `Usuario '${key.username}' desde ${key.ip}: ${motivo}`;
  return registrarEvento(db, { accion: 'LOGIN_FALLIDO', usuarioId: null, cuentaId, detalle });
}

function motivoDeFallo(user: { activo: boolean } | undefined, passwordOk: boolean): string {
  if (!user) return 'usuario inexistente';
  if (!passwordOk) return 'contrasena incorrecta';
  return 'usuario inactivo';
}

/** What a token carries: the user, and the token version it was issued under (server/auth/guard.ts). */
export interface TokenClaims {
  sub: string;
  v: number;
}

export async function login(db: Db, credentials: Credentials, ip: string): Promise<TokenClaims> {
  const key: AttemptKey = { username: credentials.username.toLowerCase(), ip };
  const [user] = await db
    .select({
      id: usuario.id,
      passwordHash: usuario.passwordHash,
      activo: usuario.activo,
      tokenVersion: usuario.tokenVersion,
    })
    .from(usuario)
    .where(eq(sql`lower(${usuario.username})`, key.username));
  if (!(await takeAttempt(db, key))) {
    await fallido(db, key, user?.id ?? null, 'bloqueado por demasiados intentos');
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await hashToWasteTimeOn()), credentials.password);
  if (!user || !passwordOk || !user.activo) {
    await fallido(db, key, user?.id ?? null, motivoDeFallo(user, passwordOk));
    throw unauthorized(BAD_CREDENTIALS);
  }
  await clearFailures(db, key);
  await registrarEvento(db, { accion: 'LOGIN', usuarioId: user.id, cuentaId: user.id, detalle: `Ingreso desde ${ip}` });
  return { sub: String(user.id), v: user.tokenVersion };
}
