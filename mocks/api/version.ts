/**
 * The server's version check (server/entity/version.ts) for the mocks: a save that sends a version
 * other than the stored record's answers the same 409, built by the same message function. Mocked
 * writes are not kept, so a save's new version lives only in its answer.
 */
import { HttpResponse } from 'msw';
import { registroModificado, VERSION } from '../../schemas/version';
import { usuarios } from '../fixtures/usuarios';
import { errorResponse } from './util';

/** The fixtures were last changed by the first demo user, whom the 409 names. */
const EDITOR = `${usuarios[0].nombres} ${usuarios[0].apellidos}`;

const versionOf = (record: object) => (record as Record<string, unknown>)[VERSION];

/** The 409 of a body whose version is not `stored`'s; undefined when it is, or when the body has none. */
export function staleAnswer(stored: object, body: unknown): Response | undefined {
  const sent = typeof body === 'object' && body !== null ? versionOf(body) : undefined;
  const current = versionOf(stored);
  if (typeof sent !== 'string' || typeof current !== 'string' || Date.parse(sent) === Date.parse(current)) {
    return undefined;
  }
  const message = registroModificado(EDITOR, current);
  return errorResponse(409, message, [{ field: VERSION, message }]);
}

/** A stored record as a write answers it: every change moves the version. */
export const saved = <T extends object>(record: T): T => ({ ...record, [VERSION]: new Date().toISOString() });

/** `saved(record)` as JSON, or the 409 when `body` was read from an older version of `stored`. */
export const savedOrStale = <T extends object>(stored: object, body: unknown, record: T): Response =>
  staleAnswer(stored, body) ?? HttpResponse.json(saved(record));
