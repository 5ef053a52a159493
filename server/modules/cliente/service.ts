/**
 * Clientes (docs/product.md §5 Cliente): the reference shape for sucursal-scoped catalogs. Everything comes
 * from the entity layer: input reaches here already normalized and validated by the shared schema.
 */
import { schemas } from '../../../schemas';
import type { Cliente } from '../../../schemas/generated/cliente';
import { cliente } from '../../db/schema';
import { defineEntity } from '../../entity/define';

/** Served as it is (./routes.ts): the list searches nombre, direccion, telefono and rfc; the autocomplete matches nombre. */
export const clientes = defineEntity<Cliente, typeof cliente>({
  schema: schemas.cliente,
  table: cliente,
  idParam: 'idCliente',
  notFound: 'Cliente no encontrado',
});
