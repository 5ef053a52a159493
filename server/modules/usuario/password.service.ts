/**
 * POST /api/usuario/password (docs/contract.md Passwords): an admin sets the password of a user they
 * manage; anyone changing their own must give the current one first. Wrong current passwords count
 * as failed logins, so a stolen token cannot be used to guess the password either. Hashing happens
 * outside the transaction: argon2 is slow on purpose, and PGlite runs one query at a time.
 */
import type { UsuarioPasswordBody } from '../../../schemas/generated/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuario } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Caller } from '../../auth/session';
import { badRequest, HttpError, type FieldError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import type { Usuario } from '../../../schemas/generated/usuario';
import { parseId } from '../common/ids';
import { clearFailures, takeAttempt, type AttemptKey } from '../auth/login-attempts';
import { TOO_MANY_ATTEMPTS } from '../auth/login.service';
import { passwordError } from './usuario-input';
import { findUsuario, passwordHashOf, toUsuario } from './usuario-queries';
import { assertMayAccess, assertMayManage } from './usuario-rules';

export const PASSWORD_ACTUAL_INCORRECTA = 'La contrasena actual no es correcta';

function inputErrors(input: Record<string, unknown>, own: boolean): FieldError[] {
  const errors = [passwordError(input.password, 'password', true)];
  const actual = input.passwordActual;
  if (own && (typeof actual !== 'string' || actual === ''))
    errors.push({ field: 'passwordActual', message: REQUIRED_MESSAGE });
  return errors.filter((e): e is FieldError => e !== null);
}

async function checkCurrentPassword(db: Db, id: number, typed: string, key: AttemptKey): Promise<void> {
  if (!(await takeAttempt(db, key))) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  if (!(await verifyPassword(await passwordHashOf(db, id), typed))) {
    throw badRequest(PASSWORD_ACTUAL_INCORRECTA, [{ field: 'passwordActual', message: PASSWORD_ACTUAL_INCORRECTA }]);
  }
  await clearFailures(db, key);
}

export async function cambiarPassword(
  db: Db,
  caller: Caller,
  input: UsuarioPasswordBody,
  ip: string,
): Promise<Usuario> {
  const id = parseId(input.idUsuario, 'idUsuario');
  assertMayAccess(caller, id);
  const own = id === caller.id;
  const target = await findUsuario(db, caller, id);
  if (!own) assertMayManage(caller, target);
  const errors = inputErrors(input, own);
  if (errors.length > 0) throw badRequest(INVALID_INPUT, errors);
  if (own)
    await checkCurrentPassword(db, id, input.passwordActual as string, { username: target.username.toLowerCase(), ip });
  const passwordHash = await hashPassword(input.password as string);
  return inTransaction(db, caller.id, async (tx) => {
    // A new token version ends every session of the user, a thief's included.
    const tokenVersion = sql`${usuario.tokenVersion} + 1`;
    // No usuario form shows the password: its version (schemas/version.ts) stays, so an editor
    // open on the user, the profile's own included, is not made stale by this change.
    const unchanged = { actualizado: sql`${usuario.actualizado}`, actualizadoPor: sql`${usuario.actualizadoPor}` };
    await tx
      .update(usuario)
      .set({ passwordHash, tokenVersion, ...unchanged })
      .where(eq(usuario.id, id));
    return toUsuario(await findUsuario(tx, caller, id));
  });
}
