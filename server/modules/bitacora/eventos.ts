/**
 * Security events of the bitácora (logins, failed logins, denied requests). Row changes are written
 * by the database trigger of migration 0003; these have no row to hang on, so the server writes them,
 * against the user account they concern (`tabla` usuario), so a user's history shows them too.
 */
import type { Executor } from '../../db/client';
import { bitacora } from '../../db/schema';

export type AccionEvento = 'LOGIN' | 'LOGIN_FALLIDO' | 'ACCESO_DENEGADO';

export interface Evento {
  accion: AccionEvento;
  /** Who acted: null when nobody was authenticated (a failed login). */
  usuarioId: number | null;
  /** The account concerned, when it exists. */
  cuentaId: number | null;
  detalle: string;
}

export async function registrarEvento(db: Executor, evento: Evento): Promise<void> {
  await db.insert(bitacora).values({
    usuarioId: evento.usuarioId,
    tabla: 'usuario',
    registroId: evento.cuentaId === null ? null : String(evento.cuentaId),
    accion: evento.accion,
    detalle: evento.detalle,
  });
}
