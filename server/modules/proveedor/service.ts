/**
 * Proveedores (docs/product.md §5 Proveedor): one catalog shared by every sucursal. Input reaches here
 * normalized and validated by the shared schema (diasCredito is required with esCredito there);
 * this module's own rule: diasCredito is stored only for credit suppliers.
 */
import { schemas } from '../../../schemas';
import type { Proveedor } from '../../../schemas/generated/proveedor';
import { proveedor } from '../../db/schema';
import type { Executor } from '../../db/client';
import { defineEntity } from '../../entity/define';

export const proveedores = defineEntity<Proveedor>({
  schema: schemas.proveedor,
  table: proveedor,
  idParam: 'idProveedor',
  notFound: 'Proveedor no encontrado',
  hooks: {
    beforeWrite({ values }) {
      if (values.esCredito !== true) values.diasCredito = null;
    },
  },
});

export const { create: createProveedor, update: updateProveedor } = proveedores;
export const getProveedor = (db: Executor, idParam: unknown) => proveedores.get(db, null, idParam);
/** GET /api/proveedor/page: `toSearch` over nombre, direccion, telefono, correo and rfc. */
export const pageProveedores = (db: Executor, query: Record<string, unknown>) => proveedores.page(db, null, query);
/** GET /api/proveedor/list: the autocomplete's first matches by nombre, unpaged. */
export const listProveedores = (db: Executor, toSearch: unknown) => proveedores.list(db, null, toSearch);
