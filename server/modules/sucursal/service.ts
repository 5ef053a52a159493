/**
 * Sucursales (docs/contract.md: `{id, nombre, direccion, telefono}`): the branches users and records
 * belong to. Not themselves scoped: an administrator manages every one of them.
 */
import { schemas } from '../../../schemas';
import type { Sucursal } from '../../../schemas/generated/sucursal';
import { sucursal } from '../../db/schema';
import type { Executor } from '../../db/client';
import { defineEntity } from '../../entity/define';

export const sucursales = defineEntity<Sucursal>({
  schema: schemas.sucursal,
  table: sucursal,
  idParam: 'idSucursal',
  notFound: 'Sucursal no encontrada',
});

export const { create: createSucursal, update: updateSucursal } = sucursales;
export const getSucursal = (db: Executor, idParam: unknown) => sucursales.get(db, null, idParam);
/** GET /api/sucursal/lista: every sucursal by nombre, for the selectors of other editors. */
export const listaSucursales = (db: Executor) => sucursales.select(db, null);
/** GET /api/sucursal/paginaPorNombre: `search` over nombre, paged. */
export const paginaSucursales = (db: Executor, query: Record<string, unknown>) => sucursales.page(db, null, query);
