/**
 * Clientes (docs/product.md §5 Cliente): the reference shape for sucursal-scoped catalogs. Everything comes
 * from the entity layer: input reaches here already normalized and validated by the shared schema.
 */
import { schemas } from '../../../schemas';
import type { Cliente } from '../../../schemas/generated/cliente';
import { cliente } from '../../db/schema';
import { defineEntity } from '../../entity/define';

export const clientes = defineEntity<Cliente>({
  schema: schemas.cliente,
  table: cliente,
  idParam: 'idCliente',
  notFound: 'Cliente no encontrado',
});

export const { get: getCliente, create: createCliente, update: updateCliente } = clientes;
/** GET /api/cliente: `toSearch` over nombre, direccion, telefono and rfc. */
export const pageClientes = clientes.page;
/** GET /api/cliente/list: the autocomplete's first matches by nombre, unpaged. */
export const listClientes = clientes.list;
