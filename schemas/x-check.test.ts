import { describe, expect, it } from 'vitest';
import { compileAtRunTime, validateRecord } from './validation';
import { runTimeCompiler } from './ajv';
import { schemas } from '.';
import type { EntitySchema } from './types';

// Schemas made here exist only at run time: compiled as the server compiles admin catalogs.
compileAtRunTime(runTimeCompiler());

function schemaWith(properties: EntitySchema['properties']): EntitySchema {
  return { $id: 'pruebaXCheck', title: 'Prueba', type: 'object', properties };
}

describe('x-check keyword', () => {
  const schema = schemaWith({
    curp: { type: 'string', 'x-normalize': ['upper'], 'x-check': 'curp', errorMessage: 'Ingresa un CURP valido..' },
    nss: { type: 'string', 'x-check': 'nss' },
  });

  it('passes values whose check digit is right, after normalizing', () => {
    expect(validateRecord(schema, { curp: ' looa531113htcpbn07', nss: '79927398713' }).errors).toBeNull();
  });

  it("fails a wrong check digit with the property's message, or a generic one without it", () => {
    expect(validateRecord(schema, { curp: 'LOOA531113HTCPBN08', nss: '79927398710' }).errors).toEqual({
      curp: 'Ingresa un CURP valido..',
      nss: 'Valor invalido',
    });
  });

  it('is part of the precompiled validators of the entity schemas', () => {
    const errors = validateRecord(schemas.empleado, { curp: 'LOOA531113HTCPBN08', nss: '79927398710' }).errors;
    expect(errors).toMatchObject({
      curp: schemas.empleado.properties.curp.errorMessage,
      nss: schemas.empleado.properties.nss.errorMessage,
    });
  });

  it('refuses a schema that names an unknown check', () => {
    const bad = schemaWith({ x: { type: 'string', 'x-check': 'iban' as 'nss' } });
    expect(() => validateRecord(bad, { x: 'a' })).toThrow();
  });

  it('compiles a schema read again under the same $id', () => {
    const again = JSON.parse(JSON.stringify(schema)) as EntitySchema;
    again.properties.nss.errorMessage = 'NSS invalido';
    expect(validateRecord(again, { nss: '79927398710' }).errors).toEqual({ nss: 'NSS invalido' });
    expect(validateRecord(schema, { nss: '79927398710' }).errors).toEqual({ nss: 'Valor invalido' });
  });
});
