/** The session user of docs/product.md §3, as GET /api/usuario/me answers it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sucursal } from '../../db/schema';
import type { Caller } from '../../auth/session';
import type { UsuarioMeReply } from '../../../schemas/generated/api';
import { EMPRESA } from './empresa';

/** Declared once in the route's contract (schemas/api/usuario.ts). */
export type SessionUser = UsuarioMeReply;

export async function sessionUser(db: Db, caller: Caller, token: string): Promise<SessionUser> {
  const [row] =
    caller.sucursalId === null
      ? []
      : await db.select({ nombre: sucursal.nombre }).from(sucursal).where(eq(sucursal.id, caller.sucursalId));
  return {
    nombre: `${caller.nombres} ${caller.apellidos}`.trim(),
    empresa: EMPRESA,
    sucursal: row?.nombre ?? '',
    token,
    userId: caller.id,
    idSucursal: caller.sucursalId,
    authenticated: true,
    role: caller.role,
  };
}
