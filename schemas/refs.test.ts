import { describe, expect, it } from 'vitest';
import { schemas } from '.';
import { dereference } from './refs';

const defs = {
  $id: 'defs/prueba',
  $defs: {
    money: { type: 'number', minimum: 0, 'x-ui': { widget: 'money' } },
    total: { $ref: '#/$defs/money', title: 'Total' },
    line: {
      type: 'object',
      required: ['precio'],
      properties: { id: { type: 'integer' }, precio: { $ref: '#/$defs/money', 'x-ui': { order: 2 } } },
    },
  },
};

describe('dereference', () => {
  it('replaces a $ref by what it names, in another schema and within it, keeping the siblings on top', () => {
    const schema = {
      $id: 'doc',
      type: 'object',
      properties: {
        total: { $ref: 'defs/prueba#/$defs/total', 'x-ui': { order: 3 } },
        saldo: { $ref: 'defs/prueba#/$defs/money', title: 'Saldo', minimum: 1 },
      },
    };
    expect(dereference(schema, [defs]).properties).toEqual({
      total: { type: 'number', minimum: 0, title: 'Total', 'x-ui': { widget: 'money', order: 3 } },
      saldo: { type: 'number', minimum: 1, title: 'Saldo', 'x-ui': { widget: 'money' } },
    });
  });

  it("joins properties and required, the document's own first", () => {
    const schema = {
      $id: 'doc',
      properties: {
        lineas: {
          type: 'array',
          items: {
            $ref: 'defs/prueba#/$defs/line',
            required: ['cantidad'],
            properties: { cantidad: { type: 'number', 'x-ui': { order: 1 } } },
          },
        },
      },
    };
    const items = (dereference(schema, [defs]).properties as Record<string, { items: Record<string, unknown> }>).lineas
      .items;
    expect(items.required).toEqual(['cantidad', 'precio']);
    expect(Object.keys(items.properties as object)).toEqual(['cantidad', 'id', 'precio']);
  });

  it('refuses a reference without a target and a circular one', () => {
    expect(() => dereference({ $id: 'doc', properties: { x: { $ref: 'defs/prueba#/$defs/nada' } } }, [defs])).toThrow(
      '$ref sin destino: defs/prueba#/$defs/nada',
    );
    expect(() =>
      dereference({ $id: 'doc', $defs: { a: { $ref: '#/$defs/a' } }, properties: { x: { $ref: '#/$defs/a' } } }, []),
    ).toThrow('$ref circular');
  });

  it('leaves no $ref in the registry: every consumer reads plain properties', () => {
    expect(JSON.stringify(schemas)).not.toContain('$ref');
    // The documents take their shared fields, labels and messages from defs/document.schema.json.
    expect(schemas.compra.properties.fecha).toEqual({
      type: 'string',
      title: 'Fecha',
      format: 'date',
      formatMinimum: '2000-01-01',
      formatMaximum: '2099-12-31',
      errorMessage: {
        formatMinimum: 'La fecha debe estar entre 01/01/2000 y 31/12/2099..',
        formatMaximum: 'La fecha debe estar entre 01/01/2000 y 31/12/2099..',
        _: 'Ingrese una fecha valida..',
      },
      'x-ui': { order: 3 },
    });
    expect(schemas.ordenCompra.properties.proveedor['x-ui']).toEqual({
      widget: 'reference',
      reference: 'proveedores',
      order: 2,
    });
    expect(schemas.compra.properties.compraDetalle.items?.required).toEqual([
      'cantidadSurtida',
      'nombre',
      'precioUnitario',
      'tasaiva',
    ]);
  });
});
