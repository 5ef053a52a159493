/** What the browser keeps between page loads, all in sessionStorage (docs/product.md §4). */
import type { UsuarioMeReply } from '../../schemas/generated/api';

export type Role = 'ROLE_USER' | 'ROLE_ASSISTANT' | 'ROLE_ADMIN' | 'ROLE_SUPERUSER';

/** The session user as `/api/usuario/me` answers it (contract: schemas/api/usuario.ts). */
export type SessionUser = UsuarioMeReply;

export interface ActiveObra {
  id: number;
  nombre: string;
}

const USER_KEY = 'user';
export const OBRA_KEY = 'obra';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const session = {
  user: (): SessionUser | null => read<SessionUser>(USER_KEY),
  token: (): string | null => read<SessionUser>(USER_KEY)?.token ?? null,
  setUser: (user: SessionUser) => sessionStorage.setItem(USER_KEY, JSON.stringify(user)),
  obra: (): ActiveObra | null => read<ActiveObra>(OBRA_KEY),
  setObra: (obra: ActiveObra | null) =>
    obra ? sessionStorage.setItem(OBRA_KEY, JSON.stringify(obra)) : sessionStorage.removeItem(OBRA_KEY),
  clear: () => sessionStorage.clear(),
};
