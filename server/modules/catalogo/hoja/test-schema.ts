/**
 * Served catalog schemas for the tests of this folder, from designer fields (`propiedadDe`), as an
 * admin would make them. catalogSchema does not take reference fields yet, nor keeps
 * `x-resource.key`: the schema is completed by it without them, then they are put back in order.
 */
import type { EntitySchema } from '../../../../schemas';
import { propiedadDe, type Campo } from '../../../../schemas/catalog-fields';
import { catalogSchema } from '../../../../schemas/catalog-fields/served';

export const campo = (nombre: string, etiqueta: string, tipo: Campo['tipo'], extra: Partial<Campo> = {}): Campo => ({
  nombre,
  etiqueta,
  tipo,
  requerido: false,
  columna: false,
  ...extra,
});

export function esquemaDePrueba(campos: Campo[], key?: string): EntitySchema {
  const propiedades = Object.fromEntries(campos.map((c) => [c.nombre, propiedadDe(c)]));
  const required = campos.filter((c) => c.requerido).map((c) => c.nombre);
  const sinReferencias = Object.fromEntries(
    campos.filter((c) => c.tipo !== 'referencia').map((c) => [c.nombre, propiedadDe(c)]),
  );
  const servido = catalogSchema('prueba', {
    title: 'Prueba',
    type: 'object',
    required: required.filter((nombre) => nombre in sinReferencias),
    properties: sinReferencias,
  });
  const { id, sucursal, actualizado } = servido.properties;
  return {
    ...servido,
    required,
    properties: { id, ...propiedades, sucursal, actualizado },
    'x-resource': { ...servido['x-resource']!, ...(key && { key }) },
  };
}
