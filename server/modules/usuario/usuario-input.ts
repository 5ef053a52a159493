/**
 * The usuario body: validated with the shared schema (same messages as the browser), except the
 * password, which is checked as typed — the shared validator trims text, and a password must reach
 * argon2 exactly as the user typed it.
 */
import { schemas, variantSchemas } from '../../../schemas';
import type { Usuario } from '../../../schemas/generated/usuario';
import type { UsuarioCreateBody } from '../../../schemas/generated/api';
import { validateRecord } from '../../../schemas/validation';
import { badRequest, type FieldError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type UsuarioInput = Omit<Usuario, 'password'>;
/** A user as the contract lets it in (schemas/api/usuario.ts): fields by type, rules checked here. */
export type UsuarioBody = UsuarioCreateBody;

export interface ParsedUsuario {
  input: UsuarioInput;
  /** Absent when the body carries none. */
  password?: string;
}

/** The error of a password as typed, or null when it is acceptable (or absent and optional). */
export function passwordError(value: unknown, field: string, required: boolean): FieldError | null {
  if (value === undefined || value === null || value === '') {
    return required ? { field, message: 'Campo Obligatorio' } : null;
  }
  if (typeof value !== 'string') return { field, message: 'Tipo de dato invalido' };
  if (value.length < MIN_PASSWORD_LENGTH) return { field, message: `Minimo ${MIN_PASSWORD_LENGTH} caracteres` };
  if (value.length > MAX_PASSWORD_LENGTH) return { field, message: `Maximo ${MAX_PASSWORD_LENGTH} caracteres` };
  return null;
}

export function parseUsuario(body: UsuarioBody, profile = false): ParsedUsuario {
  const { password, ...rest } = body;
  const { value, errors } = validateRecord<UsuarioInput>(
    profile ? variantSchemas.usuarioPerfil : schemas.usuario,
    rest,
  );
  const fieldErrors: FieldError[] = Object.entries(errors ?? {}).map(([field, message]) => ({ field, message }));
  const passwordProblem = passwordError(password, 'password', false);
  if (passwordProblem) fieldErrors.push(passwordProblem);
  if (fieldErrors.length > 0) throw badRequest(INVALID_INPUT, fieldErrors);
  return { input: value, password: typeof password === 'string' && password !== '' ? password : undefined };
}
