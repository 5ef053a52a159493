/** Reading usuarios: the response shape (never a password or hash) and sucursal-scoped lookups. */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { usuario } from '../../db/schema';
import { matchesSearch, pageRequest, toPage, type Page } from '../../db/paging';
import type { Caller } from '../../auth/session';
import { notFound } from '../../http-errors';
import type { Usuario } from '../../../schemas/generated/usuario';
import { withoutNulls } from '../common/records';
import { visibleTo } from '../common/sucursal';
import { versionOf } from '../../entity/version';

/** Usuarios live outside the entity layer but carry its version (server/entity/version.ts). */
export const usuarioVersion = versionOf(usuario);

export const USUARIO_NO_ENCONTRADO = 'Usuario no encontrado';

const columns = {
  id: usuario.id,
  username: usuario.username,
  role: usuario.role,
  nombres: usuario.nombres,
  apellidos: usuario.apellidos,
  correo: usuario.correo,
  sucursalId: usuario.sucursalId,
  activo: usuario.activo,
  ...usuarioVersion.selection,
};

export type UsuarioRow = Awaited<ReturnType<typeof selectUsuarios>>[number];

function selectUsuarios(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(usuario)
    .where(where)
    .orderBy(asc(usuario.nombres), asc(usuario.apellidos), asc(usuario.id));
}

export const toUsuario = (row: UsuarioRow): Usuario => withoutNulls(row);

/** Whom the caller may see: themselves always, and the users of their sucursal (all for a superuser). */
const visible = (caller: Caller, id?: number) => {
  const scope = visibleTo(caller, usuario.sucursalId);
  return id === caller.id ? eq(usuario.id, id) : and(id === undefined ? undefined : eq(usuario.id, id), scope);
};

/** The stored user, or 404 when it does not exist or lives in another sucursal. */
export async function findUsuario(db: Executor, caller: Caller, id: number): Promise<UsuarioRow> {
  const [row] = await selectUsuarios(db, visible(caller, id));
  if (!row) throw notFound(USUARIO_NO_ENCONTRADO);
  return row;
}

/** The same, locked for an update in the running transaction. */
export async function lockUsuario(db: Executor, caller: Caller, id: number): Promise<UsuarioRow> {
  const [row] = await selectUsuarios(db, visible(caller, id)).for('update');
  if (!row) throw notFound(USUARIO_NO_ENCONTRADO);
  return row;
}

/** Only for checking a password typed by its owner; never part of a response. */
export async function passwordHashOf(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ hash: usuario.passwordHash }).from(usuario).where(eq(usuario.id, id));
  return row?.hash ?? null;
}

export async function listUsuarios(db: Executor, caller: Caller): Promise<Usuario[]> {
  return (await selectUsuarios(db, visible(caller))).map(toUsuario);
}

/** GET /api/usuario/buscarPorNombre: `toSearch` over nombres, apellidos, correo and username. */
export async function pageUsuarios(
  db: Executor,
  caller: Caller,
  query: Record<string, unknown>,
): Promise<Page<Usuario>> {
  const req = pageRequest(query);
  const where = and(visible(caller), matchesSearch(usuario.busqueda, query.toSearch));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(usuario).where(where),
    selectUsuarios(db, where).limit(req.pageSize).offset(req.offset),
  ]);
  return toPage(rows.map(toUsuario), total, req);
}
