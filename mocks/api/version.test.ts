/** The mocks refuse a stale save as the server does, with the same message (schemas/version.ts). */
import { describe, expect, it } from 'vitest';
import { registroModificado } from '../../schemas/version';
import { FIXTURE_VERSION } from '../fixtures/version';
import { saved, staleAnswer } from './version';

const stored = { id: 1, nombre: 'Cliente', actualizado: FIXTURE_VERSION };

describe('staleAnswer', () => {
  it('answers 409 naming who and when for a version other than the stored one', async () => {
    const res = staleAnswer(stored, { ...stored, actualizado: '2025-12-01T10:00:00.000Z' });
    expect(res?.status).toBe(409);
    // The fixtures' last editor is the first demo user.
    const message = registroModificado('Administrador del Sistema', FIXTURE_VERSION);
    expect(await res?.json()).toEqual({ message, errors: [{ field: 'actualizado', message }] });
    expect(message).toMatch(/^El registro fue modificado por Administrador del Sistema el 15\/01\/2026 09:30, /);
  });

  it('lets through the stored version, in any text of the same instant, and a body without one', () => {
    expect(staleAnswer(stored, stored)).toBeUndefined();
    expect(staleAnswer(stored, { ...stored, actualizado: '2026-01-15T09:30:00-07:00' })).toBeUndefined();
    expect(staleAnswer(stored, { id: 1, nombre: 'Sin version' })).toBeUndefined();
  });

  it('gives a saved record a new version', () => {
    expect(saved(stored).actualizado).not.toBe(FIXTURE_VERSION);
  });
});
