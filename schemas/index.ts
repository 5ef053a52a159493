/** Every entity schema of the product, by `$id`. Browser and server import this one registry. */
import cliente from './cliente.schema.json';
import menuItem from './menu-item.schema.json';
import empleado from './empleado.schema.json';
import proveedor from './proveedor.schema.json';
import concepto from './concepto.schema.json';
import obra from './obra.schema.json';
import sucursal from './sucursal.schema.json';
import usuario from './usuario.schema.json';
import permiso from './permiso.schema.json';
import ordenCompra from './orden-compra.schema.json';
import compra from './compra.schema.json';
import notaCredito from './nota-credito.schema.json';
import type { EntitySchema } from './types';

export const schemas = {
  cliente: cliente as EntitySchema,
  menuItem: menuItem as EntitySchema,
  empleado: empleado as EntitySchema,
  proveedor: proveedor as EntitySchema,
  concepto: concepto as EntitySchema,
  obra: obra as EntitySchema,
  sucursal: sucursal as EntitySchema,
  usuario: usuario as EntitySchema,
  permiso: permiso as EntitySchema,
  ordenCompra: ordenCompra as EntitySchema,
  compra: compra as EntitySchema,
  notaCredito: notaCredito as EntitySchema,
} satisfies Record<string, EntitySchema>;

export type SchemaId = keyof typeof schemas;

/**
 * Variants of an entity schema that a form or a route validates with. Each has its own `$id`, so
 * `npm run gen` precompiles it too: a schema spread from another keeps that one's `$id` and would
 * be checked with that one's validator.
 */
export const variantSchemas = {
  /** A user editing their own profile sends the same record, but only these fields are required. */
  usuarioPerfil: {
    ...schemas.usuario,
    $id: 'usuarioPerfil',
    required: ['nombres', 'apellidos', 'correo'],
  } as EntitySchema,
} satisfies Record<string, EntitySchema>;
export type { EntitySchema, PropertySchema, ResourceHints, UiHints } from './types';
