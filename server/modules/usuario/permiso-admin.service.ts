/**
 * The permiso calls of docs/product.md §7 (permisos-list, permisos-page, permiso CRUD, regenerate). A
 * permiso belongs to a user, so it is visible exactly when its user is (404 otherwise).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { menuItem, permiso, usuario } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import type { Permiso } from '../../../schemas/generated/permiso';
import { parseId } from '../common/ids';
import { visibleTo } from '../common/sucursal';
import { versionOf } from '../../entity/version';
import { SECCIONES } from '../menu-item/menu.service';
import { generarPermisos } from './permisos.service';
import { findUsuario } from './usuario-queries';

export const PERMISO_DUPLICADO = 'El usuario ya tiene un permiso para ese elemento del menu';

const permisoVersion = versionOf(permiso);
const padre = alias(menuItem, 'padre');

/**
 * The menu's order, grouped (docs/product.md §2 /configura/permisos): sections as the schema lists
 * them, in each its top-level entries first, then each parent's entries in the parent's place, each
 * group in its own order. A user's permisos are one per menu item (tens of rows, read by
 * `permiso_usuario_menu_key` and the menu's primary key), so the sort needs no index of its own.
 */
const menuOrder = [
  sql`array_position(ARRAY[${sql.join(
    SECCIONES.map((seccion) => sql`${seccion}`),
    sql`, `,
  )}]::text[], ${menuItem.seccion})`,
  sql`${padre.orden} NULLS FIRST`,
  sql`${padre.id} NULLS FIRST`,
  asc(menuItem.orden),
  asc(menuItem.id),
];

type Fila = Omit<Permiso, 'menuItem'> & {
  menuItem: Omit<NonNullable<Permiso['menuItem']>, 'padre'> & { padre: string | null };
};

/** A top-level entry's menuItem has no `padre`. */
const sinPadreNulo = ({ menuItem: { padre: nombrePadre, ...item }, ...fila }: Fila): Permiso => ({
  ...fila,
  menuItem: nombrePadre === null ? item : { ...item, padre: nombrePadre },
});

function selectPermisos(db: Executor, caller: Caller, where: SQL | undefined) {
  return db
    .select({
      id: permiso.id,
      usuarioId: permiso.usuarioId,
      menuItem: { id: menuItem.id, seccion: menuItem.seccion, nombre: menuItem.nombre, padre: padre.nombre },
      autorizado: permiso.autorizado,
      ...permisoVersion.selection,
    })
    .from(permiso)
    .innerJoin(menuItem, eq(menuItem.id, permiso.menuItemId))
    .leftJoin(padre, eq(padre.id, menuItem.padreId))
    .innerJoin(usuario, eq(usuario.id, permiso.usuarioId))
    .where(and(where, visibleTo(caller, usuario.sucursalId)))
    .orderBy(...menuOrder);
}

async function findPermiso(db: Executor, caller: Caller, id: number): Promise<Permiso> {
  const [row] = await selectPermisos(db, caller, eq(permiso.id, id));
  if (!row) throw notFound('Permiso no encontrado');
  return sinPadreNulo(row);
}

export async function listPermisos(db: Executor, caller: Caller, idUsuario: unknown): Promise<Permiso[]> {
  const usuarioId = (await findUsuario(db, caller, parseId(idUsuario, 'idUsuario'))).id;
  return (await selectPermisos(db, caller, eq(permiso.usuarioId, usuarioId))).map(sinPadreNulo);
}

export async function pagePermisos(
  db: Executor,
  caller: Caller,
  query: Record<string, unknown>,
): Promise<Page<Permiso>> {
  const req = pageRequest(query);
  const usuarioId = (await findUsuario(db, caller, parseId(query.usuarioId, 'usuarioId'))).id;
  const where = eq(permiso.usuarioId, usuarioId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(permiso).where(where),
    selectPermisos(db, caller, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(sinPadreNulo), total, req);
}

export function getPermiso(db: Executor, caller: Caller, idPermiso: unknown): Promise<Permiso> {
  return findPermiso(db, caller, parseId(idPermiso, 'idPermiso'));
}

export function createPermiso(db: Db, caller: Caller, input: Permiso): Promise<Permiso> {
  const usuarioId = parseId(input.usuarioId, 'usuarioId');
  const menuItemId = parseId(input.menuItem?.id, 'menuItem.id');
  return inTransaction(db, caller.id, async (tx) => {
    await findUsuario(tx, caller, usuarioId);
    const [item] = await tx.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.id, menuItemId));
    if (!item) throw badRequest(INVALID_INPUT, [{ field: 'menuItem.id', message: 'El elemento del menu no existe' }]);
    const [created] = await tx
      .insert(permiso)
      .values({ usuarioId, menuItemId, autorizado: input.autorizado })
      .onConflictDoNothing()
      .returning({ id: permiso.id });
    if (!created) throw new HttpError(409, PERMISO_DUPLICADO, [{ field: 'menuItem.id', message: PERMISO_DUPLICADO }]);
    return findPermiso(tx, caller, created.id);
  });
}

/**
 * Only `autorizado` changes: a permiso never moves to another user or menu item. The row is locked
 * for the version check (server/entity/version.ts).
 */
export function updatePermiso(db: Db, caller: Caller, input: Permiso): Promise<Permiso> {
  const id = parseId(input.id, 'id');
  return inTransaction(db, caller.id, async (tx) => {
    await findPermiso(tx, caller, id);
    await tx.select({ id: permiso.id }).from(permiso).where(eq(permiso.id, id)).for('update');
    await permisoVersion.check(tx, id, input.actualizado);
    await tx.update(permiso).set({ autorizado: input.autorizado }).where(eq(permiso.id, id));
    return findPermiso(tx, caller, id);
  });
}

/** Generar Permisos: the user's permisos recreated from their role; answers the new list. */
export function regenerarPermisos(db: Db, caller: Caller, idUsuario: unknown): Promise<Permiso[]> {
  const id = parseId(idUsuario, 'idUsuario');
  return inTransaction(db, caller.id, async (tx) => {
    await findUsuario(tx, caller, id);
    await generarPermisos(tx, id);
    return (await selectPermisos(tx, caller, eq(permiso.usuarioId, id))).map(sinPadreNulo);
  });
}
