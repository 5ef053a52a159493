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
import documentDefs from './defs/document.schema.json';
import { dereference } from './refs';
import type { EntitySchema } from './types';
import { withVersion } from './version';

/** The shared definitions entity schemas refer to with `$ref` (README.md, "Shared definitions"). */
const shared = [documentDefs];

/**
 * An entity schema as every consumer reads it: its `$ref`s resolved into plain properties, and the
 * version each record read carries (./version.ts), declared here once instead of in every file.
 */
const entity = (schema: object) => withVersion(dereference(schema as Record<string, unknown>, shared) as EntitySchema);

export const schemas = {
  cliente: entity(cliente),
  menuItem: entity(menuItem),
  empleado: entity(empleado),
  proveedor: entity(proveedor),
  concepto: entity(concepto),
  obra: entity(obra),
  sucursal: entity(sucursal),
  usuario: entity(usuario),
  permiso: entity(permiso),
  ordenCompra: entity(ordenCompra),
  compra: entity(compra),
  notaCredito: entity(notaCredito),
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
