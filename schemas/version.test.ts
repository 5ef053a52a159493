import { describe, expect, it } from 'vitest';
import { schemas, variantSchemas } from '.';
import { fechaHora, registroModificado, VERSION, versionProperty, withVersion } from './version';

describe('the stale save message', () => {
  it('names who changed the record and when, in Hermosillo time (UTC-7 all year)', () => {
    expect(registroModificado('Maria Lopez', '2025-03-09T02:05:00.123Z')).toBe(
      'El registro fue modificado por Maria Lopez el 08/03/2025 19:05, despues de que usted lo abrio. Recargue para ver los cambios..',
    );
  });

  it('says "otro usuario" for a change of no user (a seed, a script)', () => {
    expect(registroModificado(null, '2025-07-01T18:00:00.000Z')).toContain(
      'modificado por otro usuario el 01/07/2025 11:00',
    );
  });

  it('writes midnight as 00, not 24', () => {
    expect(fechaHora('2025-01-02T07:30:00.000Z')).toBe('02/01/2025 00:30');
  });
});

describe('the version property', () => {
  it('is in every registered schema and its variants, read-only', () => {
    for (const schema of [...Object.values(schemas), ...Object.values(variantSchemas)]) {
      expect(schema.properties[VERSION], schema.$id).toBe(versionProperty);
    }
  });

  it('is added once', () => {
    const once = withVersion(schemas.cliente);
    expect(once).toBe(schemas.cliente);
  });
});
