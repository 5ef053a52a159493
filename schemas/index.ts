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
} satisfies Record<string, EntitySchema>;

export type SchemaId = keyof typeof schemas;
export type { EntitySchema, PropertySchema, ResourceHints, UiHints } from './types';
