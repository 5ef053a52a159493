/**
 * The login body. Checked by hand rather than through a shared schema because the shared
 * validator trims text, and a password must reach argon2 exactly as typed.
 */
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import type { AuthAuthenticateBody } from '../../../schemas/generated/api';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from '../../../schemas/api/auth';
import { badRequest, type FieldError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';

export interface Credentials {
  username: string;
  password: string;
}

function checkField(body: Record<string, unknown>, field: keyof Credentials, max: number): FieldError | null {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') return { field, message: REQUIRED_MESSAGE };
  if (value.length > max) return { field, message: `Maximo ${max} caracteres` };
  return null;
}

export function parseCredentials(input: AuthAuthenticateBody): Credentials {
  const errors = [
    checkField(input, 'username', MAX_USERNAME_LENGTH),
    checkField(input, 'password', MAX_PASSWORD_LENGTH),
  ].filter((e): e is FieldError => e !== null);
  if (errors.length > 0) throw badRequest(INVALID_INPUT, errors);
  return { username: (input.username as string).trim(), password: input.password as string };
}
