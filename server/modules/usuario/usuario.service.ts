/**
 * Creating and updating usuarios. Writes run in one transaction with the acting user recorded, so
 * the bitácora trigger sees who did it; permisos are generated on creation and on a role change.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { usuario } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { hashPassword } from '../../auth/passwords';
import type { Caller } from '../../auth/session';
import { HttpError } from '../../http-errors';
import type { Usuario } from '../../../schemas/generated/usuario';
import { parseId } from '../common/ids';
import { sucursalForWrite } from '../common/sucursal';
import { generarPermisos } from './permisos.service';
import { parseUsuario, type UsuarioBody, type UsuarioInput } from './usuario-input';
import { findUsuario, lockUsuario, toUsuario, usuarioVersion } from './usuario-queries';
import { assertMayAccess, assertMayManage, assertProfileOnly, isAdmin } from './usuario-rules';

export const USERNAME_EN_USO = 'El nombre de usuario ya esta en uso';

const usernameTaken = () => new HttpError(409, USERNAME_EN_USO, [{ field: 'username', message: USERNAME_EN_USO }]);

async function assertUsernameFree(tx: Tx, username: string, exceptId?: number): Promise<void> {
  const sameName = eq(sql`lower(${usuario.username})`, username.toLowerCase());
  const [taken] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(exceptId === undefined ? sameName : and(sameName, ne(usuario.id, exceptId)));
  if (taken) throw usernameTaken();
}

/** The unique index answers a concurrent duplicate; it must become the same 409. */
async function withUniqueUsername<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw usernameTaken();
    throw error;
  }
}

const personales = (input: UsuarioInput) => ({
  nombres: input.nombres,
  apellidos: input.apellidos,
  correo: input.correo,
});

export function getUsuario(db: Db, caller: Caller, idParam: unknown): Promise<Usuario> {
  const id = parseId(idParam, 'idUsuario');
  assertMayAccess(caller, id);
  return findUsuario(db, caller, id).then(toUsuario);
}

export async function createUsuario(db: Db, caller: Caller, body: UsuarioBody): Promise<Usuario> {
  const { input, password } = parseUsuario(body);
  assertMayManage(caller, null, input.role);
  const username = input.username ?? input.correo.toLowerCase();
  const passwordHash = password === undefined ? null : await hashPassword(password);
  return withUniqueUsername(() =>
    inTransaction(db, caller.id, async (tx) => {
      await assertUsernameFree(tx, username);
      const sucursalId = await sucursalForWrite(tx, caller, input.sucursalId);
      const [created] = await tx
        .insert(usuario)
        .values({
          ...personales(input),
          username,
          role: input.role,
          sucursalId,
          activo: input.activo ?? true,
          passwordHash,
        })
        .returning({ id: usuario.id });
      await generarPermisos(tx, created.id);
      return toUsuario(await findUsuario(tx, caller, created.id));
    }),
  );
}

/** A user without a sucursal (a superuser) keeps none unless one is chosen. */
function sucursalOf(tx: Tx, caller: Caller, requested: number | undefined, current: number | null) {
  if (current === null && requested === undefined) return Promise.resolve(null);
  return sucursalForWrite(tx, caller, requested, current ?? undefined);
}

/**
 * PUT /api/usuario (id in the body) and PUT /api/usuario/{id}. Absent username, sucursalId and
 * activo keep their value: clearing them would lock the user out. A stale `actualizado` answers 409. The password is never changed
 * here (POST /api/usuario/password asks for the current one). The record is found before the body
 * is checked, so another sucursal's user answers 404 whatever was sent.
 */
export async function updateUsuario(db: Db, caller: Caller, body: UsuarioBody, pathId?: number): Promise<Usuario> {
  const id = parseId(pathId ?? body.id, pathId === undefined ? 'id' : 'idUsuario');
  assertMayAccess(caller, id);
  const admin = isAdmin(caller);
  return withUniqueUsername(() =>
    inTransaction(db, caller.id, async (tx) => {
      const current = await lockUsuario(tx, caller, id);
      const { password: _ignored, ...fields } = body;
      const { input } = parseUsuario(fields, !admin);
      if (!admin) assertProfileOnly(current, input);
      const role = admin ? input.role : current.role;
      assertMayManage(caller, current, role);
      const username = input.username ?? current.username;
      if (username !== current.username) await assertUsernameFree(tx, username, id);
      const sucursalId = await sucursalOf(tx, caller, input.sucursalId, current.sucursalId);
      // As in the entity layer (server/entity/writes.ts): after the rules, before storing.
      await usuarioVersion.check(tx, id, input.actualizado);
      await tx
        .update(usuario)
        .set({
          ...personales(input),
          username,
          role,
          sucursalId,
          activo: input.activo ?? current.activo,
          // Disabling ends every session for good: re-enabling does not revive old tokens.
          ...(current.activo && input.activo === false ? { tokenVersion: sql`${usuario.tokenVersion} + 1` } : {}),
        })
        .where(eq(usuario.id, id));
      if (role !== current.role) await generarPermisos(tx, id);
      return toUsuario(await findUsuario(tx, caller, id));
    }),
  );
}
