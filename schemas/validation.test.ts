import { describe, expect, it } from 'vitest';
import type { EntitySchema } from './types';
import { runTimeCompiler } from './ajv';
import { compileAtRunTime, prepareRecord, validateRecord } from './validation';

// The demo document below is no generated validator's schema: compile it at run time, as the server does.
compileAtRunTime(runTimeCompiler());

/** A document with a reference, lines of objects and a list of tags: every kind of nesting. */
const documento: EntitySchema = {
  $id: 'prueba-documento',
  title: 'Documento',
  type: 'object',
  required: ['lineas'],
  properties: {
    folio: { type: 'string', 'x-normalize': ['upper'] },
    proveedor: { type: 'object', properties: { id: { type: 'integer' }, nombre: { type: 'string' } } },
    lineas: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['cantidad'],
        properties: {
          descripcion: { type: 'string', 'x-normalize': ['upper'] },
          cantidad: { type: 'number', minimum: 0 },
          tasaiva: { type: 'number', enum: [0.16, 0.08, 0], default: 0.16 },
          unidad: { type: 'object', properties: { id: { type: 'integer', 'x-normalize': ['integer'] } } },
        },
      },
    },
    etiquetas: { type: 'array', items: { type: 'string' } },
  },
};

describe('prepareRecord', () => {
  it('trims, normalizes and drops blanks inside line items, and rows holding only defaults', () => {
    const prepared = prepareRecord(documento, {
      folio: ' oc-1 ',
      proveedor: { id: 7, nombre: '  Aceros  ', extra: 'x' },
      lineas: [
        { descripcion: '  varilla ', cantidad: 3, unidad: { id: ' 12 ' }, ajeno: 1 },
        { descripcion: '   ', cantidad: null, unidad: { id: '' } },
        null,
        { descripcion: 'cemento', cantidad: '' },
        { descripcion: '', tasaiva: 0.16 },
        { tasaiva: 0.08 },
      ],
      etiquetas: [' urgente ', '', '  '],
    });
    expect(prepared).toEqual({
      folio: 'OC-1',
      proveedor: { id: 7, nombre: 'Aceros' },
      lineas: [
        { descripcion: 'VARILLA', cantidad: 3, unidad: { id: 12 } },
        { descripcion: 'CEMENTO' },
        { tasaiva: 0.08 },
      ],
      etiquetas: ['urgente'],
    });
  });

  it('keeps an empty list as a list and ignores a value of the wrong shape', () => {
    expect(prepareRecord(documento, { lineas: [], proveedor: [1] })).toEqual({ lineas: [], proveedor: [1] });
    expect(prepareRecord(documento, [{ folio: 'x' }])).toEqual({});
  });
});

describe('validateRecord with lines', () => {
  it('names the failing line and field by path', () => {
    const { errors } = validateRecord(documento, {
      lineas: [{ cantidad: 1 }, { descripcion: 'sin cantidad' }, { cantidad: -2 }],
    });
    expect(errors).toEqual({ 'lineas.1.cantidad': 'Campo Obligatorio', 'lineas.2.cantidad': 'El valor minimo es 0' });
  });

  it('accepts lines once the blank rows are gone', () => {
    const { value, errors } = validateRecord(documento, { lineas: [{ cantidad: 2 }, {}, { descripcion: ' ' }] });
    expect(errors).toBeNull();
    expect(value).toEqual({ lineas: [{ cantidad: 2 }] });
  });
});
