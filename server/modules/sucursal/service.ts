/**
 * Sucursales (docs/contract.md: `{id, nombre, direccion, telefono}`): the branches users and records
 * belong to. Not themselves scoped: an administrator manages every one of them.
 */
import { schemas } from '../../../schemas';
import type { Sucursal } from '../../../schemas/generated/sucursal';
import { sucursal } from '../../db/schema';
import type { Executor } from '../../db/client';
import { defineEntity } from '../../entity/define';

/** Served as it is (./routes.ts): GET /api/sucursal/paginaPorNombre pages by `search` over nombre. */
export const sucursales = defineEntity<Sucursal, typeof sucursal>({
  schema: schemas.sucursal,
  table: sucursal,
  idParam: 'idSucursal',
  notFound: 'Sucursal no encontrada',
});

/** GET /api/sucursal/lista: every sucursal by nombre, for the selectors of other editors. */
export const listaSucursales = (db: Executor) => sucursales.select(db, null);
