/**
 * Proveedores (docs/product.md §5 Proveedor): one catalog shared by every sucursal. Input reaches here
 * normalized and validated by the shared schema (diasCredito is required with esCredito there);
 * this module's own rule: diasCredito is stored only for credit suppliers.
 */
import { schemas } from '../../../schemas';
import type { Proveedor } from '../../../schemas/generated/proveedor';
import { proveedor } from '../../db/schema';
import { defineEntity } from '../../entity/define';

/** Served as it is (./routes.ts): the page searches nombre, direccion, telefono, correo and rfc; the autocomplete matches nombre. */
export const proveedores = defineEntity<Proveedor, typeof proveedor>({
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
