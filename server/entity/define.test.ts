import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { proveedor } from '../db/schema';
import { defineEntity } from './define';

describe('defineEntity', () => {
  it('refuses at start-up a writable schema property without a column of the same key', () => {
    const schema = { ...schemas.proveedor, properties: { ...schemas.proveedor.properties, swift: { type: 'string' } } };
    expect(() => defineEntity({ schema, table: proveedor, notFound: 'x' })).toThrow(
      'proveedor.swift no tiene columna en la tabla',
    );
  });

  it("needs the column of its schema's scope", () => {
    const schema = {
      ...schemas.proveedor,
      'x-resource': { ...schemas.proveedor['x-resource']!, scope: 'sucursal' as const },
    };
    expect(() => defineEntity({ schema, table: proveedor, notFound: 'x' })).toThrow('Falta la columna sucursalId');
  });
});
